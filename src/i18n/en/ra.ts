/**
 * react-admin's own words where the console says it otherwise: the user menu's 'Logout' beside the
 * sign-in page's 'Sign in'.
 */
const ra = {
  auth: {
    logout: 'Sign out',
  },
};

export default ra;
