import { accessRefusals, ok } from '@kc/domain';
import { menuRoutes as routes } from '@kc/domain/system/menu-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { assertTopTenant } from '../../platform/access/party';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { lazyMenuRows, menuDetail, menuRowTree, menuSelectTree, removeMenus, saveMenu } from './menu.repo';

const tags = ['菜单'];

export const menuAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.lazyList,
      { config: { access: { perm: ['menu'] } }, schema: { tags, summary: '菜单懒加载列表' } },
      async (request) => {
        const { parentId, ...search } = request.query;
        return ok(await lazyMenuRows(ctx.db, parentId, search));
      },
    );

    serveRoute(
      app,
      routes.list,
      { config: { access: { perm: ['menu'] } }, schema: { tags, summary: '菜单树列表' } },
      async (request) => ok(await menuRowTree(ctx.db, request.query)),
    );

    serveRoute(
      app,
      routes.tree,
      { config: { access: { perm: ['menu', 'role'] } }, schema: { tags, summary: '菜单选择树（不含按钮）' } },
      async () => ok(await menuSelectTree(ctx.db)),
    );

    serveRoute(
      app,
      routes.detail,
      { config: { access: { perm: ['menu_view', 'menu_edit'] } }, schema: { tags, summary: '菜单详情' } },
      async (request) => ok(await menuDetail(ctx.db, request.query.id)),
    );

    serveRoute(
      app,
      routes.submit,
      {
        config: { access: { perm: ['menu_add', 'menu_edit'] }, audit: { objectType: 'menu', action: 'save' } },
        schema: { tags, summary: '新增或修改菜单' },
      },
      async (request) => {
        const p = principalOf(request);
        const form = request.body;
        if (!(await ctx.acl.holdsAny(p.roleIds, [form.id ? 'menu_edit' : 'menu_add'])))
          throw accessRefusals.forbidden();
        // Menus are shared by every tenant (spec 1 §6): only the top tenant changes them.
        assertTopTenant(p);
        const id = await ctx.db.transaction((tx) => saveMenu(tx, p, form));
        await ctx.acl.invalidate();
        return ok({ id });
      },
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access: { perm: 'menu_delete' }, audit: { objectType: 'menu', action: 'remove' } },
        schema: { tags, summary: '删除菜单' },
      },
      async (request) => {
        const p = principalOf(request);
        assertTopTenant(p);
        const ids = idsOf(request);
        await ctx.db.transaction((tx) => removeMenus(tx, p, ids));
        await ctx.acl.invalidate();
        return ok(true);
      },
    );
  };
