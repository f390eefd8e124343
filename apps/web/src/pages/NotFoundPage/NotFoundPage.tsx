import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Content, Header, Page } from '@atrium/web-core';
import { Link as RouterLink } from 'react-router';

/** For paths no route matches (spec 001 §2). */
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
