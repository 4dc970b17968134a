import { testHostContract } from '@app/shared/test-utils';
import AdminConsole from '../features/console/admin-console';

// This remote against the host it is loaded into: it exposes every screen the host's pages and shell
// mount from it (and nothing else), each one the component below, held by the compiler to the props
// the host gives it (RemoteScreenProps); and the shared singletons it asks for are the versions the
// host provides. The server checks the same of a published version before making it live.
testHostContract('remote_admin', {
  'remote_admin/AdminConsole': AdminConsole,
});
