import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Header } from '../Header/Header';
import { Content, Page } from '../Page/Page';

/** For paths no route matches (spec 001 §2), and what a permission guard shows on denial. */
export function NotFoundPage() {
  return (
    <Page>
      <Header title="PAGE NOT FOUND" />
      <Content>
        <Typography gutterBottom>Looks like someone dropped the mic!</Typography>
        <MuiLink component={RouterLink} to="/">
          Go back home
        </MuiLink>
      </Content>
    </Page>
  );
}
