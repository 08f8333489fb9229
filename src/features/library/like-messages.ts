import { msg } from '@lingui/core/macro';

// Commerce §5's key as the explicit id, so a tenant's GET /i18n/{lang} texts can replace it like any key.
export const FAVORITE_NOT_LOGGED_IN = msg({
  id: 'favorite.notLoggedIn',
  message: 'Log in to keep your favourites.',
});
