import { REMOTE_SCREEN_IDS } from '@app/shared';
import ROUTE_SCREENS from '../route-screens.json';
import SHELL_SCREENS from '../shell-screens.json';

// The remote screens the host mounts (its pages' and its shell's) are the contract's list, no more
// and no fewer: each remote's host-contract test holds the remote to that list and its props.
test('the screens the host mounts are exactly those RemoteScreenProps describes', () => {
  const mounted = [...new Set([...Object.values(ROUTE_SCREENS), ...Object.values(SHELL_SCREENS)])].sort();
  expect(mounted).toEqual([...REMOTE_SCREEN_IDS].sort());
});
