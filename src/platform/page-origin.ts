import { useRouter } from '@tanstack/react-router';

/** The page's origin in render code: window.location does not exist while the server renders. */
export const usePageOrigin = (): string => useRouter().options.context.origin;
