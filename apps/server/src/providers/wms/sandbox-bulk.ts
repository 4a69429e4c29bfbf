import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { WmsContainerSnapshot } from './port';
import { sandboxWmsContainer, sandboxWmsSetting } from './sandbox.table';
import type { createAlarms } from './sandbox-alarms';
import type { Feed } from './sandbox-feed';
import { containerSnapshots } from './sandbox-snapshot';
import type { AddContainerInput, Stock } from './sandbox-stock';

/**
 * Stock made in bulk: the demo warehouse's stock (idempotent, through the ordinary operations, so it is pushed like
 * any change) and generated volume for the benchmark (set-based SQL; written to the feed, not pushed: a push of ten
 * thousand snapshots is not what a WMS sends, the pull finds them).
 */

/** weight_unit 1 吨, number_unit 2 包 (dictionaries of spec 1). */
export const TON = '1';
export const BALE = '2';

const cottonAttrs = (area: string, color: string, moisture: string, micronaire: string) => [
  { attrCode: 'producingArea', attrName: '产区', value: area },
  { attrCode: 'colorGrade', attrName: '颜色级', value: color },
  { attrCode: 'moisture', attrName: '回潮率', value: moisture },
  { attrCode: 'micronaire', attrName: '马克隆值', value: micronaire },
];
const machineCotton = { goodsName: '新疆机采棉', materialCode: 'WMS-MH-01', materialName: '新疆机采棉' };
const fineCotton = { goodsName: '细绒棉', materialCode: 'WMS-MH-02', materialName: '细绒棉' };

/** Trays of about 10 bales (227 kg a bale), their weights varying a little as real ones do. */
const trays = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => ({
    num: '10',
    weight: (2.21 + ((from + i) % 7) * 0.02).toFixed(2),
    numUnit: BALE,
    weightUnit: TON,
  }));

/** Six containers of cotton (one or two goods each, 4–10 trays) with fixed case numbers, so seeding is idempotent. */
export const DEMO_STOCK: (Omit<AddContainerInput, 'warehouseCode' | 'ownerCode'> & { caseNumber: string })[] = [
  {
    caseNumber: 'XH240301001',
    tidanCode: 'TD240301001',
    goods: [{ ...machineCotton, attrs: cottonAttrs('新疆阿克苏', '白棉3级', '7.5', 'B2'), trays: trays(8, 0) }],
  },
  {
    caseNumber: 'XH240301002',
    tidanCode: 'TD240301002',
    goods: [{ ...fineCotton, attrs: cottonAttrs('新疆昌吉', '白棉2级', '7.8', 'A'), trays: trays(6, 1) }],
  },
  {
    caseNumber: 'XH240301003',
    tidanCode: 'TD240301003',
    goods: [
      { ...machineCotton, attrs: cottonAttrs('新疆库尔勒', '白棉3级', '7.6', 'B1'), trays: trays(4, 2) },
      { ...fineCotton, attrs: cottonAttrs('新疆库尔勒', '白棉2级', '7.9', 'B1'), trays: trays(4, 3) },
    ],
  },
  {
    caseNumber: 'XH240301004',
    tidanCode: 'TD240301004',
    goods: [{ ...machineCotton, attrs: cottonAttrs('新疆石河子', '白棉3级', '7.4', 'B2'), trays: trays(10, 4) }],
  },
  {
    caseNumber: 'XH240301005',
    tidanCode: 'TD240301005',
    goods: [{ ...fineCotton, attrs: cottonAttrs('新疆喀什', '淡点污棉1级', '8.0', 'C1'), trays: trays(5, 5) }],
  },
  {
    caseNumber: 'XH240301006',
    tidanCode: 'TD240301006',
    goods: [
      { ...machineCotton, attrs: cottonAttrs('新疆阿克苏', '白棉3级', '7.5', 'B2'), trays: trays(3, 6) },
      {
        ...machineCotton,
        goodsName: '新疆机采棉（二批）',
        attrs: cottonAttrs('新疆阿克苏', '白棉4级', '7.7', 'B2'),
        trays: trays(3, 7),
      },
    ],
  },
];
export const DEMO_DEVICES = [
  { deviceCode: 'RFID-01', deviceName: '1号门RFID读写器' },
  { deviceCode: 'RFID-02', deviceName: '1号库区RFID读写器' },
];

export const createBulk = (deps: {
  db: Db;
  now: () => Date;
  feed: Feed;
  stock: Stock;
  alarms: ReturnType<typeof createAlarms>;
}) => {
  const { db, now, feed, stock, alarms } = deps;

  /**
   * The demo warehouse's stock of the demo shipper: DEMO_STOCK, two RFID readers, every tag just read. Once seeded,
   * a second call changes nothing and answers the same containers.
   */
  const seedDemoStock = async (
    tenantId: string,
    o: { unit?: string; warehouseCode: string; ownerCode: string },
  ): Promise<{ created: boolean; containers: WmsContainerSnapshot[] }> => {
    const unit = o.unit ?? '1001';
    const cases = DEMO_STOCK.map((d) => d.caseNumber);
    const existing = async () =>
      (
        await db
          .select({ id: sandboxWmsContainer.id })
          .from(sandboxWmsContainer)
          .where(
            and(
              eq(sandboxWmsContainer.tenantId, tenantId),
              eq(sandboxWmsContainer.unit, unit),
              inArray(sandboxWmsContainer.caseNumber, cases),
            ),
          )
      ).map((r) => r.id);
    const found = await existing();
    if (found.length) return { created: false, containers: await containerSnapshots(db, found) };
    for (const d of DEMO_DEVICES) await alarms.addDevice(tenantId, unit, { warehouseCode: o.warehouseCode, ...d });
    const containers: WmsContainerSnapshot[] = [];
    for (const d of DEMO_STOCK) {
      containers.push(
        await stock.addContainer(tenantId, unit, { ...d, warehouseCode: o.warehouseCode, ownerCode: o.ownerCode }),
      );
    }
    const epcCodes = containers.flatMap((c) => c.goods.flatMap((g) => g.trays.map((t) => t.rfidCode!)));
    await alarms.scanTags(tenantId, unit, { epcCodes, deviceCode: DEMO_DEVICES[1]!.deviceCode });
    return { created: true, containers: await containerSnapshots(db, await existing()) };
  };

  /**
   * Volume for the benchmark: `containers` containers of one goods with `traysPerContainer` trays each, all tags
   * read now, one container event each in the feed (not pushed). Set-based: a handful of statements in all.
   */
  const generateBulk = async (
    tenantId: string,
    unit: string,
    o: {
      warehouseCode: string;
      ownerCode: string;
      containers: number;
      traysPerContainer: number;
      goodsName?: string;
      materialCode?: string;
      weight?: string;
      num?: string;
    },
  ) => {
    await feed.ensureUnit(tenantId, unit);
    const n = Math.max(0, Math.floor(o.containers));
    const perContainer = Math.max(1, Math.floor(o.traysPerContainer));
    if (n === 0) return { containers: 0, trays: 0, firstSeq: 0, lastSeq: 0 };
    const at = now();
    const atIso = at.toISOString();
    const goodsName = o.goodsName ?? machineCotton.goodsName;
    const materialCode = o.materialCode ?? machineCotton.materialCode;
    const weight = Number(o.weight ?? '2.27').toFixed(2);
    const num = Number(o.num ?? '10').toFixed(2);
    const unitDigits = String(Number(unit.replace(/\D/g, '').slice(-4)) || 0).padStart(4, '0');
    return db.transaction(async (tx) => {
      const caseBase = await feed.reserve(tx, tenantId, unit, 'lastCase', n);
      const trayBase = await feed.reserve(tx, tenantId, unit, 'lastTray', n * perContainer);
      const padded = (expr: ReturnType<typeof sql>, width: number) =>
        sql`lpad((${expr})::text, greatest(${width}, length((${expr})::text)), '0')`;
      const { rows } = (await tx.execute(sql`
        with c as (
          insert into sandbox_wms_container
            (tenant_id, unit, case_number, warehouse_code, owner_code, in_time, version, create_time, update_time)
          select ${tenantId}, ${unit}, 'XH' || ${unit} || ${padded(sql`${caseBase}::bigint + g - 1`, 6)},
            ${o.warehouseCode}, ${o.ownerCode}, ${atIso}::timestamptz, 1, ${atIso}::timestamptz, ${atIso}::timestamptz
          from generate_series(1, ${n}::int) g
          returning id
        ), gd as (
          insert into sandbox_wms_goods (container_id, goods_name, material_code, material_name, attrs)
          select id, ${goodsName}, ${materialCode}, ${goodsName}, '[]'::jsonb from c
          returning id, container_id
        ), numbered as (
          select gd.id as goods_id, gd.container_id,
            ${trayBase}::bigint + row_number() over (order by gd.container_id, t) - 1 as n
          from gd cross join generate_series(1, ${perContainer}::int) t
        ), tr as (
          insert into sandbox_wms_tray (tenant_id, unit, container_id, goods_id, tray_code, rfid_code, site_code,
            num, weight, residue_num, residue_weight, num_unit, weight_unit, last_scan_time)
          select ${tenantId}, ${unit}, container_id, goods_id,
            'TP' || ${unit} || ${padded(sql`n`, 7)},
            'E280' || ${unitDigits} || ${padded(sql`n`, 16)},
            'A-' || lpad(((n % 20) + 1)::text, 2, '0') || '-' || lpad((((n / 20) % 30) + 1)::text, 2, '0'),
            ${num}::numeric, ${weight}::numeric, ${num}::numeric, ${weight}::numeric, ${BALE}, ${TON}, ${atIso}::timestamptz
          from numbered
          returning 1
        )
        select (select min(id) from c)::text as lo, (select max(id) from c)::text as hi, (select count(*) from tr)::int as trays
      `)) as unknown as { rows: { lo: string; hi: string; trays: number }[] };
      const { lo, hi, trays } = rows[0]!;
      const [setting] = await tx
        .update(sandboxWmsSetting)
        .set({ lastSeq: sql`${sandboxWmsSetting.lastSeq} + ${n}` })
        .where(and(eq(sandboxWmsSetting.tenantId, tenantId), eq(sandboxWmsSetting.unit, unit)))
        .returning({ lastSeq: sandboxWmsSetting.lastSeq });
      const seqBase = setting!.lastSeq - n + 1;
      // The snapshot of each new container, built where the rows are (the same shape as sandbox-snapshot.ts).
      await tx.execute(sql`
        insert into sandbox_wms_event (tenant_id, unit, seq, event_id, type, event, create_time)
        select ${tenantId}, ${unit}, x.seq, x.eid, 'container',
          jsonb_build_object('id', x.eid, 'seq', x.seq, 'at', ${atIso}::text, 'type', 'container', 'container', x.snap),
          ${atIso}::timestamptz
        from (
          select ${seqBase}::bigint + row_number() over (order by c.id) - 1 as seq,
            'EV' || replace(gen_random_uuid()::text, '-', '') as eid,
            jsonb_build_object(
              'containerId', c.id::text, 'caseNumber', c.case_number, 'warehouseCode', c.warehouse_code,
              'ownerCode', c.owner_code, 'inTime', ${atIso}::text, 'tidanCode', null, 'contractCode', null,
              'contractBegin', null, 'contractEnd', null, 'locked', false, 'removed', false, 'version', c.version,
              'goods', (
                select jsonb_agg(jsonb_build_object(
                  'goodsId', g.id::text, 'goodsName', g.goods_name, 'materialCode', g.material_code,
                  'materialName', g.material_name, 'attrs', g.attrs,
                  'trays', (
                    select jsonb_agg(jsonb_build_object(
                      'trayId', t.id::text, 'trayCode', t.tray_code, 'rfidCode', t.rfid_code, 'siteCode', t.site_code,
                      'num', t.num::text, 'weight', t.weight::text, 'residueNum', t.residue_num::text,
                      'residueWeight', t.residue_weight::text, 'numUnit', t.num_unit, 'weightUnit', t.weight_unit,
                      'lastScanTime', ${atIso}::text
                    ) order by t.id)
                    from sandbox_wms_tray t where t.container_id = c.id and t.goods_id = g.id
                  )
                ) order by g.id)
                from sandbox_wms_goods g where g.container_id = c.id
              )
            ) as snap
          from sandbox_wms_container c
          where c.tenant_id = ${tenantId} and c.unit = ${unit} and c.id between ${lo}::bigint and ${hi}::bigint
            and c.create_time = ${atIso}::timestamptz
        ) x
      `);
      return { containers: n, trays, firstSeq: seqBase, lastSeq: setting!.lastSeq };
    });
  };

  return { seedDemoStock, generateBulk };
};
