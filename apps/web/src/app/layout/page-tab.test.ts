import { describe, expect, it } from 'vitest';
import { matchAppRoute, routeTitle } from '../routes';
import { openTab, type PageTab, tabKeyOf } from './page-tab';

/** Opens these urls one after the other, as the tab bar does on each navigation. */
const open = (...urls: string[]) =>
  urls.reduce<PageTab[]>((tabs, url) => {
    const [pathname = '', query = ''] = url.split('?');
    const route = matchAppRoute(pathname)!;
    const search = query ? `?${query}` : '';
    return openTab(tabs, { key: tabKeyOf(route, search), url, title: routeTitle(route, search) }, route.title);
  }, []);

describe('opening the same screen twice reuses its tab', () => {
  it('a list opened twice is one tab, with another filter too', () => {
    expect(open('/contract/index', '/ple/bill', '/contract/index')).toHaveLength(2);
    const tabs = open('/external/container', '/external/container?ids=1,2');
    expect(tabs).toHaveLength(1);
    expect(tabs[0]!.url).toBe('/external/container?ids=1,2');
  });

  it('the details of two records are two tabs; the same record again is its tab', () => {
    expect(open('/contract/detail?id=1', '/contract/detail?id=2', '/contract/detail?id=1')).toHaveLength(2);
  });

  it('the order of a link’s params, a code for the title or a mode opens no second tab', () => {
    expect(open('/ples/transferDetails?type=1&id=7', '/ples/transferDetails?id=7&type=1')).toHaveLength(1);
    const finance = open('/ccb/finance/detail?id=3&code=RZ0003', '/ccb/finance/detail?id=3');
    expect(finance).toHaveLength(1);
    // The tab goes where it was last opened, and keeps the code it was named with.
    expect(finance[0]).toMatchObject({ url: '/ccb/finance/detail?id=3', title: 'RZ0003 融资详情' });
    expect(open('/inputs/inputDetails?type=1&name=RK1&id=5', '/inputs/inputDetails?type=2&name=RK1&id=5')).toHaveLength(
      1,
    );
  });

  it('one receipt is one tab at either of its addresses', () => {
    expect(open('/ple?id=9', '/ple/details?id=9')).toHaveLength(1);
    expect(open('/ple?id=9', '/ple/details?id=10')).toHaveLength(2);
  });

  it('batch signing keeps one tab per origin: a goods application’s and a contract’s are different screens', () => {
    expect(open('/ple/pleBillBatchSign?goodsId=4', '/ple/pleBillBatchSign?goodsId=4')).toHaveLength(1);
    expect(open('/ple/pleBillBatchSign?goodsId=4', '/ple/pleBillBatchSign?applyId=4')).toHaveLength(2);
    expect(open('/ple/billBatchSignList?id=4', '/ple/pleBillBatchSignDetail?id=4&type=1&name=HT1')).toHaveLength(2);
  });
});
