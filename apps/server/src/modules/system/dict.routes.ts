import { accessRefusals, ok } from '@kc/domain';
import { DICT_ROOT_ID, type DictKind } from '@kc/domain/system/dict';
import { bizDictionaryRoute, dictRoutes as contracts } from '@kc/domain/system/dict-routes';
import { and } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataScopeCondition } from '../../platform/access/data-scope';
import { principalOf } from '../../platform/access/guard';
import { assertTopTenant, tenantFilter, writableTenant } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { dictionaryEntries, dictTree, findDict, pageDictChildren, pageDictParentsOf, toDictRecord } from './dict.repo';
import { removeDicts } from './dict-remove';
import { submitDict } from './dict-submit';
import { dictBiz } from './system.table';

/** Resource code under which data-scope rules can narrow the business dictionary list. */
export const DICT_BIZ_RESOURCE = 'dict_biz';

const families = {
  system: { noun: '系统字典', read: ['system_dict'] },
  biz: { noun: '业务字典', read: ['dict', 'dict_view'] },
} as const;

export const dictRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Labels of coded values are needed on every screen, so every logged-in user may read dictionaries.
    const labels = (kind: DictKind, contract: typeof bizDictionaryRoute, summary: string) =>
      serveRoute(
        app,
        contract,
        { config: { access: { self: true } }, schema: { tags: ['字典'], summary } },
        async (request) => ok(await dictionaryEntries(ctx.db, kind, request.query.code, principalOf(request).tenantId)),
      );
    labels('system', contracts.system.dictionary, '系统字典项');
    labels('biz', contracts.biz.dictionary, '业务字典项');
    labels('biz', bizDictionaryRoute, '业务字典项（业务服务路径）');

    for (const kind of ['system', 'biz'] as const) {
      const { noun, read } = families[kind];
      const routes = contracts[kind];
      // System dictionaries are shared by every tenant; business dictionaries belong to one (spec 1, administration).
      const visible = (p: Principal) =>
        kind === 'biz' ? tenantFilter(p, ctx.config.tenantMode, dictBiz.tenantId) : undefined;
      const mayChange = (p: Principal) => {
        if (kind === 'system') assertTopTenant(p);
      };
      const tags = ['字典'];

      for (const contract of [routes.list, routes.parentList]) {
        serveRoute(
          app,
          contract,
          { config: { access: { perm: [...read] } }, schema: { tags, summary: `${noun}父项分页` } },
          async (request) => {
            const p = principalOf(request);
            const scope = kind === 'biz' ? await dataScopeCondition(ctx.acl, p, DICT_BIZ_RESOURCE) : undefined;
            const where = [visible(p), scope].filter((c) => c !== undefined);
            return ok(await pageDictParentsOf(ctx.db, kind, request.query, where.length ? and(...where) : undefined));
          },
        );
      }

      serveRoute(
        app,
        routes.childList,
        { config: { access: { perm: [...read] } }, schema: { tags, summary: `${noun}子项分页` } },
        async (request) => {
          const parent = await findDict(ctx.db, kind, request.query.parentId, visible(principalOf(request)));
          if (!parent || parent.parentId !== DICT_ROOT_ID) throw accessRefusals.notFound();
          return ok(await pageDictChildren(ctx.db, kind, request.query));
        },
      );

      serveRoute(
        app,
        routes.tree,
        { config: { access: { perm: [...read] } }, schema: { tags, summary: `${noun}树` } },
        async (request) => ok(await dictTree(ctx.db, kind, visible(principalOf(request)))),
      );

      serveRoute(
        app,
        routes.detail,
        { config: { access: { perm: ['dict_view', 'dict_edit'] } }, schema: { tags, summary: `${noun}详情` } },
        async (request) => {
          const p = principalOf(request);
          const row = await findDict(ctx.db, kind, request.query.id, visible(p));
          if (!row) throw accessRefusals.notFound();
          const parent = row.parentId === DICT_ROOT_ID ? undefined : await findDict(ctx.db, kind, row.parentId);
          return ok({ ...toDictRecord(row), ...(parent ? { parentName: parent.dictValue } : {}) });
        },
      );

      serveRoute(
        app,
        routes.submit,
        { config: { access: { perm: ['dict_add', 'dict_edit'] } }, schema: { tags, summary: `新增或修改${noun}` } },
        async (request) => {
          const p = principalOf(request);
          const need = request.body.id ? 'dict_edit' : 'dict_add';
          if (!(await ctx.acl.holdsAny(p.roleIds, [need]))) throw accessRefusals.forbidden();
          mayChange(p);
          const newTenantId = writableTenant(p, ctx.config.tenantMode);
          return ok(await submitDict(ctx.db, kind, request.body, { p, visible: visible(p), newTenantId }));
        },
      );

      serveRoute(
        app,
        routes.remove,
        { config: { access: { perm: ['dict_delete'] } }, schema: { tags, summary: `删除${noun}` } },
        async (request) => {
          const p = principalOf(request);
          const ids = idsOf(request);
          mayChange(p);
          await removeDicts(ctx.db, kind, ids, p, visible(p));
          return ok(null);
        },
      );
    }
  };
