import { msg } from '@lingui/core/macro';

// Commerce §6's key as the explicit id, so a tenant's GET /i18n/{lang} texts can replace it like any key.
export const ADD_QUEUE_NOT_LOGGED = msg({
  id: 'addQueueNotLogged',
  message: 'Log in to add to your queue.',
});
