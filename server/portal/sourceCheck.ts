import type { FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { joinTexts, t, type TextKey } from '../../contract/texts';
import { checkPortal, checkScreen, type DataSource, type Problem, type ProblemReason } from '../../contract/portal/definition';
import { canUse } from '../permission/access';
import { Type, one } from '../kit';
import { aggregate } from '../aggregates/registry';
import { mayReadAggregate } from '../aggregates/read';
import { authorizeConfig } from '../visualDev/modelAccess';

const REASON_TEXT: Record<ProblemReason, TextKey> = {
  notObject: 'portalProblemNotObject',
  unknownKind: 'portalProblemUnknownKind',
  outsideGrid: 'portalProblemOutsideGrid',
  badNumber: 'portalProblemBadNumber',
  duplicateId: 'portalProblemDuplicateId',
  missingSource: 'portalProblemMissingSource',
  badSource: 'portalProblemBadSource',
  tooMany: 'portalProblemTooMany',
  badText: 'portalProblemBadText',
  badLink: 'portalProblemBadLink',
};

/** The definition's shape (contract/portal): 400 naming the first problems by JSON path, nothing saved. */
export function assertDefinition(kind: 'portal' | 'screen', def: unknown) {
  const problems: Problem[] = kind === 'portal' ? checkPortal(def) : checkScreen(def);
  if (!problems.length) return;
  const list = problems.slice(0, 3).map((p) => t(REASON_TEXT[p.reason], { path: p.path || '/' }));
  throw new ApiError(Code.BadRequest, t('portalInvalid', { problems: joinTexts(list) }), problems);
}

const Interface = Type.Object({ accessMode: Type.String(), roleIds: Type.Array(Type.String()) });
const Exists = Type.Object({ id: Type.String() });

/** Whether the caller may read a source: a designer never builds a card from data they may not see. */
async function mayRead(req: FastifyRequest, s: DataSource): Promise<boolean> {
  const db = req.server.database;
  if (s.type === 'aggregate') {
    const def = aggregate(s.key);
    return !!def && mayReadAggregate(req, def);
  }
  if (s.type === 'dataInterface') {
    const row = await one(db, Interface, 'SELECT access_mode, role_ids FROM data_interface WHERE id = $1 AND enabled_mark = 1', [s.id]);
    if (!row) return false;
    if (req.user.isAdministrator || canUse(req.userAccess, 'systemData.dataInterface') || row.accessMode === 'login') return true;
    return row.roleIds.some((r) => req.userAccess.roleIds.includes(r));
  }
  if (!(await one(db, Exists, 'SELECT id FROM visual_dev WHERE id = $1', [s.id]))) return false;
  try {
    authorizeConfig(req, s.id);
    return true;
  } catch {
    return false;
  }
}

/** Every card's source must exist and be readable by the one saving: else 400 naming the card. */
export async function assertSourcesReadable(req: FastifyRequest, items: { source?: DataSource }[], listPath: string) {
  for (const [n, item] of items.entries()) {
    if (item.source && !(await mayRead(req, item.source))) {
      const path = `${listPath}/${n}/source`;
      throw new ApiError(Code.BadRequest, t('portalSourceRefused', { path }), [{ path, reason: 'sourceRefused' }]);
    }
  }
}
