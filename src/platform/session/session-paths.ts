/** Shell §4 rule 3: the cookie that proves a signed-in session. */
export const USER_TOKEN_COOKIE = 'user_token';
export const LOGIN_PATH = '/user/login';
export const RESET_PASSWORD_PATH = '/resetpassword';
