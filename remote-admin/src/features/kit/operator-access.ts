import { operatorMay, useSession, type OperatorAccess } from '@app/shared';

/**
 * Whether the signed-in operator's role may use `access` (OPERATOR_ACCESS in the contracts): a
 * screen shows its actions only then. The server refuses the rest anyway; hiding them spares the
 * operator a button that can only answer "not your role".
 */
export function useOperatorMay(access: OperatorAccess): boolean {
  return operatorMay(useSession().user?.role, access);
}
