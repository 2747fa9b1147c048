import { ADMIN_TEXT as T } from '../../../domain/text/admin';
import { AdminGate } from './admin-gate';
import { AdminLayout } from './admin-layout';
import { Muted } from './moderation.styles';

export { AdminAuditPage } from './audit-page';
export { AdminMembersPage } from './members-page';

/** /admin: the console's home, its nav and a word on where to go. */
export const AdminHomePage = () => (
  <AdminGate>
    <AdminLayout title={T.consoleTitle}>
      <Muted>{T.home}</Muted>
    </AdminLayout>
  </AdminGate>
);
