import GlobalStyles from '@mui/material/GlobalStyles';
import { globalClassStyles } from './globalClasses';

/** Mount once under the theme provider: the styles of `GLOBAL_CLASSES`, following the theme. */
export function AtriumGlobalStyles() {
  return <GlobalStyles styles={globalClassStyles} />;
}
