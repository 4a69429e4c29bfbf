import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { EsignStatus, isEnterpriseApproved, isSealReady, ReviewStatus } from '@kc/domain/enterprise/status';
import { batchSignRefusals as refuse } from '@kc/domain/receipt/batch';
import type { SignerRole } from '@kc/domain/receipt/status';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { liveEnterprise, liveEnterprises } from '../enterprise';

/** Who signs: enough of a principal for the checks (a logged-in user, or a batch's creator in the job). */
export type SignActor = Pick<Principal, 'userId' | 'tenantId' | 'postId' | 'roleAliases' | 'userName' | 'realName'>;

export type SignerEnterprise = {
  id: string;
  name: string;
  type: string;
  isPerson: number;
  isAutoSign: number;
  esignStatus: number;
  esignAccountId: string | null;
  status: number;
  approvedTime: Date | null;
};

export const enterpriseById = async (
  db: DbOrTx,
  tenantId: string,
  id: string | null | undefined,
): Promise<SignerEnterprise | undefined> => (id ? liveEnterprise(db, tenantId, id) : undefined);

/** The platform's seal: the tenant's oldest approved, live type-7 (平台运营方) enterprise holding an e-sign account. */
export const platformEnterprise = async (db: DbOrTx, tenantId: string): Promise<SignerEnterprise | undefined> =>
  (
    await liveEnterprises(
      db,
      tenantId,
      { type: EnterpriseType.platform, status: ReviewStatus.approved, withEsignAccount: true },
      { order: 'oldest', limit: 1 },
    )
  )[0];

const ROLE_OF_TYPE: Record<string, SignerRole> = {
  [EnterpriseType.warehouse]: 'warehouse',
  [EnterpriseType.owner]: 'shipper',
  // A buyer holds the receipts a transfer issued to it and signs them as their holder (货主).
  [EnterpriseType.buyer]: 'shipper',
  [EnterpriseType.platform]: 'platform',
};

/**
 * The role a user signs receipts in: by their enterprise's type (2 warehouse, 1 shipper or 3 buyer as holder, 7 the operator), or
 * the platform for an operator account without an enterprise of those types. Null: not a signer.
 */
export const signerRoleOf = async (db: DbOrTx, actor: SignActor): Promise<SignerRole | null> => {
  const own = await enterpriseById(db, actor.tenantId, actor.postId);
  const byType = own ? ROLE_OF_TYPE[own.type] : undefined;
  if (byType) return byType;
  return isPlatformOperator({ roleAliases: actor.roleAliases } as Principal) ? 'platform' : null;
};

/** The enterprise whose seal a role stamps on this receipt (undefined: the platform has no type-7 enterprise). */
export const signerEnterpriseFor = async (
  db: DbOrTx,
  tenantId: string,
  role: SignerRole,
  receipt: { warehouseId: string; cargoOwnerId: string },
) => {
  if (role === 'warehouse') return enterpriseById(db, tenantId, receipt.warehouseId);
  if (role === 'shipper') return enterpriseById(db, tenantId, receipt.cargoOwnerId);
  return platformEnterprise(db, tenantId);
};

/** The enterprise a user signs for in their role, whatever the receipt (the batch screens' signer). */
export const ownSignerEnterprise = async (db: DbOrTx, actor: SignActor, role: SignerRole) =>
  role === 'platform' ? platformEnterprise(db, actor.tenantId) : enterpriseById(db, actor.tenantId, actor.postId);

export type ReadySigner = SignerEnterprise & { esignAccountId: string };

/**
 * A seal ready to stamp: an enterprise the platform approved (else 403, spec 1 §4) with e-sign status 1
 * (success) and an account (else the cause as a 400).
 */
export const assertSealReady = (role: SignerRole, signer: SignerEnterprise | undefined): ReadySigner => {
  if (!signer) throw role === 'platform' ? refuse.platformMissing() : refuse.noSeal();
  if (!isEnterpriseApproved(signer)) throw refuse.ownNotApproved();
  if (signer.esignStatus !== EsignStatus.success || !signer.esignAccountId) throw refuse.noSeal();
  return signer as ReadySigner;
};

export const sealReady = (signer: SignerEnterprise | undefined) => signer != null && isSealReady(signer);
