/** The home page is the portal's front page. */
export const HOME_PATH = '/';
