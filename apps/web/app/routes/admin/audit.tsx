import { AuditPage } from '../../features/admin-audit/audit-page';

export function meta() {
  return [{ title: 'Журнал изменений' }];
}

export default function AdminAuditPage() {
  return <AuditPage />;
}
