import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AuditListAnswer } from '../../contracts/manage-scores.codec';
import { FIRST_PAGE } from '../../domain/constants/page-sizes.constants';
import { isGameDate } from '../../domain/game/game-date';
import { appError, type AppError } from '../errors/app-error';
import { AUDIT_READER, type AuditReader } from '../ports/audit-log.port';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditListRequest {
  page?: number;
  action?: string;
  actor?: string;
  entity?: string;
  entityId?: string;
  /** Dates YYYY-MM-DD (UTC days), both inclusive. */
  from?: string;
  to?: string;
}

const dayBound = (value: string | undefined, time: string): Date | null | 'invalid' => {
  if (value === undefined) return null;
  return isGameDate(value) ? new Date(`${value}T${time}Z`) : 'invalid';
};

/** GET /manage/audit: every administrative change, newest first, filtered as asked. */
@injectable()
export class ListAudit {
  constructor(@inject(AUDIT_READER) private readonly audit: AuditReader) {}

  async execute(request: AuditListRequest): Promise<E.Either<AppError, AuditListAnswer>> {
    const from = dayBound(request.from, '00:00:00.000');
    const to = dayBound(request.to, '23:59:59.999');
    if (from === 'invalid' || to === 'invalid') {
      return E.left(appError('VALIDATION_ERROR', 'from and to are dates (YYYY-MM-DD)', { field: 'from' }));
    }
    const currentPage = Math.max(request.page ?? FIRST_PAGE, FIRST_PAGE);
    const { records, total } = await this.audit.list({
      action: request.action ?? null,
      actor: request.actor?.trim() || null,
      entity: request.entity ?? null,
      entityId: request.entityId ?? null,
      from,
      to,
      offset: (currentPage - 1) * AUDIT_PAGE_SIZE,
      limit: AUDIT_PAGE_SIZE,
    });
    return E.right({
      records: records.map((record) => ({
        id: record.id,
        at: record.at.toISOString(),
        actor: { ...record.actor },
        action: record.action,
        entity: record.entity,
        entityId: record.entityId,
        before: record.before,
        after: record.after,
      })),
      actions: await this.audit.actions(),
      total,
      pages: Math.ceil(total / AUDIT_PAGE_SIZE),
      currentPage,
    });
  }
}
