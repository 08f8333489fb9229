import { createContext, use } from 'react';

/** Whether parental control currently restricts content; the parental feature provides the value. */
export interface ParentalStatus {
  active: boolean;
}

export const ParentalStatusContext = createContext<ParentalStatus>({ active: false });

export const useParentalStatus = (): ParentalStatus => use(ParentalStatusContext);
