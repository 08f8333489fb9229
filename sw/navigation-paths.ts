/** Paths the server answers itself; a navigation anywhere else is a portal route rendered by index.html. */
const SERVER_PATHS: readonly RegExp[] = [
  /^\/api\//,
  /^\/media\//,
  /^\/assets\//,
  /^\/icons\//,
  /^\/builds\//,
  // Reserved for the server-rendered hosted pages (login, register, reset, payment sandbox).
  /^\/hosted\//,
  /^\/manifest\.webmanifest$/,
  /^\/sw\.js$/,
  /^\/robots\.txt$/,
];

export const isPortalRoute = (pathname: string): boolean => !SERVER_PATHS.some((path) => path.test(pathname));
