/**
 * react-admin's own words where the console says it otherwise: the user menu's 'Logout' beside the
 * sign-in page's 'Sign in'; a column's sort tooltip with the column's name as written (react-admin
 * lower-cases its first letter: 'Sort by iP address', 'Sort by iNN').
 */
const ra = {
  auth: {
    logout: 'Sign out',
  },
  sort: {
    sort_by: 'Sort by %{field} %{order}',
  },
};

export default ra;
