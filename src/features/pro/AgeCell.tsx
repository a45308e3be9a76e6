import { createContext, useContext } from 'react';
import { ageLabel } from '@/format/age';

/**
 * The list's clock, whole seconds of the time its rows were derived at. Only age cells read it:
 * a new second re-renders the ages on screen, not their rows.
 */
export const ListClock = createContext(0);

export const AgeCell = ({ listedAt }: { readonly listedAt: number }) => <>{ageLabel(useContext(ListClock) - listedAt)}</>;
