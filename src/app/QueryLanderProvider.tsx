import type { ReactNode } from 'react';
// The module itself, not the landing barrel: that would bring the grid and the xlsx writer into the start-up chunk.
import { QueryLanderContext, type QueryLanderProps } from '../components/landing/queryLander';
import { QueryLander } from '../features/tables';

/**
 * Gives the screens the tables feature's lander (src/components/landing/queryLander.ts): the AI view lands its
 * answers through the designer's pipeline without importing the tables feature. Its code loads when first shown.
 */
const renderQueryLander = (props: QueryLanderProps) => <QueryLander {...props} />;

export function QueryLanderProvider({ children }: { children: ReactNode }) {
  return <QueryLanderContext.Provider value={renderQueryLander}>{children}</QueryLanderContext.Provider>;
}
