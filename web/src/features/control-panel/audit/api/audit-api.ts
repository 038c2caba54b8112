import type { AuditListAnswer } from '../../../../../../contracts/manage-scores.codec';
import type { ApiClient } from '../../../../lib/api';
import { auditSearch, type AuditQuery } from '../model/audit-query';

// The audit log (DESIGN 11): every change made through /manage/*, newest first. Read only: no record is
// ever edited or deleted through the API.

export function createAuditApi(client: ApiClient) {
  return {
    list: (query: AuditQuery, signal?: AbortSignal): Promise<AuditListAnswer> =>
      client.get(`/manage/audit?${auditSearch(query)}`, { auth: 'required', signal }),
  };
}

export type AuditApi = ReturnType<typeof createAuditApi>;
