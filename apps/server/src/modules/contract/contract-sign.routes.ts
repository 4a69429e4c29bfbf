import { PDFDocument } from '@cantoo/pdf-lib';
import { formatDateTime, ok } from '@kc/domain';
import { CONTRACT_SIGN_MESSAGE, contractLimits, contractRefusals as refuse } from '@kc/domain/contract/contract';
import { contractRoutes as routes } from '@kc/domain/contract/contract-routes';
import {
  ContractStatus,
  canAct,
  contractPartyLabels,
  contractStatusLabel,
  sealOverlayPercent,
} from '@kc/domain/contract/status';
import { BussType } from '@kc/domain/receipt/status';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { isPlatformOperator } from '../../platform/access/party';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import {
  abandonSession,
  createSession,
  effectiveState,
  findSession,
  newQrToken,
  sealOnConfirmedPoll,
} from '../../providers/mini-program/qr-session';
import { contract, contractSign } from './contract.table';
import { loadVisibleContract } from './contract-access';
import { renderContractDocument } from './contract-document';
import { assertOwnBankToSeal, readySealOf, signContract } from './contract-signing';

const tags = ['合同签章'];
/** Sealing is a party's (我的合同); preview and download are also the overseer's (合同监管). */
const party = { access: { perm: ['contract_list'] } };
const read = { access: { perm: ['contract_list', 'contract_manage'] } };

/**
 * E-signing (spec 2 §4 QR signing dialog, §7 esign and QR data, §8 data 203), preview, download and the public
 * verification of a contract. The seal is applied when the dialog's poll finds the phone's confirmation: the
 * session is used once (`sealOnConfirmedPoll`), so however many polls arrive the contract is sealed once.
 */
export const contractSignRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const startSigning = async (request: FastifyRequest, id: string) => {
      const p = principalOf(request);
      const { row, party } = await loadVisibleContract(ctx.db, p, id);
      if (!party) throw refuse.notParty();
      if (!canAct('sign', row.status, party)) throw refuse.cannotSign();
      assertOwnBankToSeal(row, party);
      // spec 2 §8: data 203 carries the server's message for a confirm box (here: the party has no seal yet).
      if (!(await readySealOf(ctx.db, p.tenantId, party === 'shipper' ? row.shipperId : row.buyerId))) {
        return ok(CONTRACT_SIGN_MESSAGE as typeof CONTRACT_SIGN_MESSAGE, refuse.sealNotReady().message);
      }
      // spec 2 §9: the code is valid one minute from when the user gets it: it is drawn first (a real
      // mini-program code is a call to WeChat), and the session and its minute start once it is drawn.
      const token = newQrToken();
      const code = await ctx.miniProgram.qrCode({ token, origin: requestOrigin(ctx.config, request) });
      const session = await createSession(ctx.db, {
        tenantId: p.tenantId,
        userId: p.userId,
        enterpriseId: p.postId,
        bussType: BussType.contract,
        bussId: row.id,
        lifetimeMs: contractLimits.qrLifetimeMs,
        token,
      });
      return ok({
        token: session.token,
        qrCodeUrl: code.dataUrl,
        scanUrl: code.scanUrl,
        expireTime: session.expiresAt.getTime(),
        lifetimeMs: session.expiresAt.getTime() - session.createTime.getTime(),
      });
    };
    const esignSchema = (method: string) => ({
      tags,
      summary: `发起合同签章（${method}）：返回扫码签章二维码，本方尚未开通电子签章时 data 为 203 并附提示`,
    });
    serveRoute(app, routes.esign, { config: party, schema: esignSchema('POST') }, async (request) =>
      startSigning(request, request.body.id),
    );
    serveRoute(app, routes.esignByGet, { config: party, schema: esignSchema('GET') }, async (request) =>
      startSigning(request, request.query.id),
    );

    serveRoute(
      app,
      routes.qrData,
      {
        config: party,
        schema: {
          tags,
          summary: '签章二维码状态（0 待扫码，1 签章中，2 已完成，其他 已失效）；手机确认后由本次查询完成签章',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const { token } = request.query;
        const session = await findSession(ctx.db, token);
        if (!session || session.userId !== p.userId || session.bussType !== BussType.contract) throw refuse.qrInvalid();
        let contractStatus: number | undefined;
        const status = await sealOnConfirmedPoll(ctx.db, session, p.userId, async () => {
          const { party } = await loadVisibleContract(ctx.db, p, session.bussId);
          if (!party) throw refuse.notParty();
          ({ status: contractStatus } = await signContract(ctx, {
            contractId: session.bussId,
            party,
            actor: { userId: p.userId, postId: p.postId, tenantId: p.tenantId },
          }));
        });
        // The seal this poll made answers the contract's new status too (20, 21, or 1 in force).
        return ok({
          status,
          qrCodeUrl: null,
          expireTime: session.expiresAt.getTime(),
          ...(contractStatus === undefined ? {} : { contractStatus }),
        });
      },
    );

    serveRoute(
      app,
      routes.cancelQrCode,
      {
        config: party,
        schema: { tags, summary: '放弃签章二维码（对话框关闭或超时）' },
      },
      async (request) => {
        const p = principalOf(request);
        const s = await abandonSession(ctx.db, request.body.token, p.userId);
        if (!s || s.bussType !== BussType.contract) throw refuse.qrInvalid();
        return ok({ status: effectiveState(s).status, qrCodeUrl: null, expireTime: s.expiresAt.getTime() });
      },
    );

    serveRoute(
      app,
      routes.preview,
      {
        config: read,
        schema: { tags, summary: '合同预览：当前合同文件（已盖的章在其位置上，未盖的章位以虚框标出）' },
      },
      async (request) => {
        const p = principalOf(request);
        let { row } = await loadVisibleContract(ctx.db, p, request.query.id);
        if (!row.fileId) {
          // A contract stored before its first render (or whose render failed) gets its document now.
          await renderContractDocument(ctx, row.id, { userId: p.userId, postId: p.postId, tenantId: p.tenantId });
          row = (await loadVisibleContract(ctx.db, p, request.query.id)).row;
        }
        const url = await ctx.files.linkFor(p, row.fileId);
        const bytes = row.fileId ? await ctx.files.read(row.fileId) : undefined;
        if (!url || !bytes) throw refuse.notFound();
        const pages = (await PDFDocument.load(new Uint8Array(bytes), { updateMetadata: false })).getPageCount();
        return ok({ url, status: row.status, sealPercent: sealOverlayPercent(row.status), pages });
      },
    );

    // A file, not the envelope: registered here with the contract's path, query and (binary) answer.
    app.get(
      routes.download.path,
      {
        config: read,
        schema: {
          tags,
          summary: '下载已生效的合同 PDF（文件名为合同编号）',
          querystring: routes.download.query,
          response: { 200: routes.download.answer },
        },
      },
      async (request, reply) => {
        const p = principalOf(request);
        const { row, party } = await loadVisibleContract(ctx.db, p, request.query.id);
        // spec 2 §6: download at status 1, by the parties (and the platform that supervises contracts).
        const allowed = party ? canAct('download', row.status, party) : row.status === ContractStatus.inForce;
        if (!allowed || !(party || isPlatformOperator(p))) throw refuse.cannotDownload();
        const bytes = row.fileId ? await ctx.files.read(row.fileId) : undefined;
        if (!bytes) throw refuse.notFound();
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${row.code}.pdf"; filename*=UTF-8''${encodeURIComponent(`${row.code}.pdf`)}`,
          )
          .header('cache-control', 'no-store')
          .send(Buffer.from(bytes));
      },
    );

    serveRoute(
      app,
      routes.verify,
      {
        config: { access: { public: true } },
        schema: { tags, summary: '合同验证（公开）：编号、状态、当前文件哈希与签章记录，不含当事方与金额' },
      },
      async (request) => {
        const [c] = await ctx.db
          .select()
          .from(contract)
          .where(and(eq(contract.verifyToken, request.query.token), eq(contract.isDeleted, 0)))
          .limit(1);
        // A draft is nobody's business but its drafter's: only contracts past submission can be verified.
        if (!c || c.status === ContractStatus.shipperDraft || c.status === ContractStatus.buyerDraft) {
          throw refuse.notFound();
        }
        const seals = await ctx.db
          .select()
          .from(contractSign)
          .where(eq(contractSign.contractId, c.id))
          .orderBy(asc(contractSign.createTime));
        return ok({
          code: c.code,
          status: c.status,
          statusName: contractStatusLabel(c.status),
          templateName: c.templateName,
          sha256: c.fileSha256,
          effectiveTime: formatDateTime(c.effectiveTime),
          chain: seals.map((s) => ({
            kind: s.kind,
            kindName: `${contractPartyLabels[s.kind as 'shipper' | 'buyer'] ?? ''}签章`,
            sha256: s.sha256,
            time: formatDateTime(s.createTime),
          })),
        });
      },
    );
  };
