import { listNode } from '../structure-nodes.ts';
import { familyDetail, related } from './family-detail.ts';
import {
  findItem,
  firstPage,
  GRID,
  gridPage,
  notFound,
  type PageCtx,
  type PageResolver,
  pagedList,
  pageNode,
  RAIL,
  relatedRail,
  subText,
  text,
} from './page-kit.ts';
import { PAGE_TITLES as T } from './page-titles.ts';

async function appPage(p: PageCtx, key: string, appType?: 'partner' | 'pd') {
  // Commerce §2 /apps/partner/{slug}/{id}: the key is the id; /apps/partner/{name} names the app by slug.
  const app = await findItem(p, ['app'], key, 'either');
  if (appType && app.props.appType !== appType)
    throw notFound(`App "${key}" is not listed under "${p.base}".`);
  const [more, detail] = await Promise.all([
    firstPage(p, { itemKinds: ['app'], orderBy: 'popular', itemLimit: RAIL + 1 }),
    familyDetail(p, app),
  ]);
  return pageNode(
    p,
    text(app, p.node.lang),
    [
      detail,
      listNode(
        'rail',
        { title: T.apps, moreUrl: '/apps/viewAll' },
        { items: more.items.filter((a) => a.id !== app.id), hasMore: false },
        p.node,
      ),
    ],
    { subTitle: subText(app, p.node.lang) },
  );
}

async function productPage(p: PageCtx, key: string, by: 'either' | 'slug' = 'either') {
  const product = await findItem(p, ['product'], key, by);
  const category = product.props.genre;
  const [more, detail] = await Promise.all([
    category
      ? firstPage(p, {
          itemKinds: ['product'],
          orderBy: 'popular',
          itemLimit: RAIL + 1,
          props: { genre: category },
        })
      : null,
    familyDetail(p, product),
  ]);
  return pageNode(
    p,
    text(product, p.node.lang),
    [detail, relatedRail(T.products, more, product.id, p.node)],
    { subTitle: subText(product, p.node.lang) },
  );
}

/** /mp/{x}: the category x, else the product whose slug is x (contract/pages.ts). */
async function marketplace(p: PageCtx, key: string) {
  const category = await findItem(p, ['mp-category'], key, 'slug').catch(() => null);
  if (!category) return productPage(p, key, 'slug');
  const [products, categories] = await Promise.all([
    pagedList(p, {
      itemKinds: ['product'],
      orderBy: 'popular',
      itemLimit: GRID,
      props: { genre: category.slug },
    }),
    firstPage(p, { itemKinds: ['mp-category'], orderBy: 'popular', itemLimit: RAIL }),
  ]);
  return pageNode(p, text(category, p.node.lang), [
    listNode('rail', { title: T.categories }, categories, p.node),
    listNode('grid', { title: T.products }, products, p.node),
  ]);
}

async function partnerPage(p: PageCtx, name: string) {
  const partner = await findItem(p, ['partner'], name, 'slug');
  const [services, detail] = await Promise.all([
    firstPage(p, {
      itemKinds: ['info-service'],
      orderBy: 'popular',
      itemLimit: GRID,
      props: { partner: partner.slug },
    }),
    familyDetail(p, partner),
  ]);
  return pageNode(
    p,
    text(partner, p.node.lang),
    [detail, listNode('grid', { title: T.infoServices }, services, p.node)],
    {
      subTitle: subText(partner, p.node.lang),
    },
  );
}

async function infoServicePage(p: PageCtx, name: string) {
  const service = await findItem(p, ['info-service'], name, 'slug');
  const slug = service.props.partner;
  // The partner (shown only when it is in the rating window) and its other services in one statement.
  const [partner, more, detail] = await Promise.all([
    related(p, 'partner', slug),
    slug
      ? firstPage(p, {
          itemKinds: ['info-service'],
          orderBy: 'popular',
          itemLimit: RAIL + 1,
          props: { partner: slug },
        })
      : null,
    familyDetail(p, service),
  ]);
  return pageNode(
    p,
    text(service, p.node.lang),
    [
      detail,
      partner && listNode('rail', { title: T.partners }, { items: [partner], hasMore: false }, p.node),
      relatedRail(T.infoServices, partner ? more : null, service.id, p.node),
    ],
    { subTitle: subText(service, p.node.lang) },
  );
}

async function voucherGroup(p: PageCtx, key: string, kind: 'voucher-book' | 'voucher-category') {
  const group = await findItem(p, [kind], key, kind === 'voucher-book' ? 'slug' : 'id');
  const props = kind === 'voucher-book' ? { book: group.slug } : { genre: group.slug };
  const [vouchers, detail] = await Promise.all([
    pagedList(p, { itemKinds: ['voucher'], orderBy: 'popular', itemLimit: GRID, props }),
    familyDetail(p, group),
  ]);
  return pageNode(
    p,
    text(group, p.node.lang),
    [detail, listNode('grid', { title: T.vouchers }, vouchers, p.node)],
    {
      subTitle: subText(group, p.node.lang),
    },
  );
}

async function voucherPage(p: PageCtx, id: string) {
  const voucher = await findItem(p, ['voucher'], id);
  const book = voucher.props.book;
  const [more, detail] = await Promise.all([
    book
      ? firstPage(p, { itemKinds: ['voucher'], orderBy: 'popular', itemLimit: RAIL + 1, props: { book } })
      : null,
    familyDetail(p, voucher),
  ]);
  return pageNode(
    p,
    text(voucher, p.node.lang),
    [detail, relatedRail(T.vouchers, more, voucher.id, p.node)],
    { subTitle: subText(voucher, p.node.lang) },
  );
}

export const COMMERCE_PAGES: Record<string, PageResolver> = {
  'apps-view-all': gridPage(T.apps, ['app'], 'popular'),
  'apps-partner': (p, key) => appPage(p, key, 'partner'),
  'apps-pd': (p, key) => appPage(p, key, 'pd'),
  mp: marketplace,
  'mp-details': (p, key) => productPage(p, key),
  partners: partnerPage,
  'partners-info-services': gridPage(T.infoServices, ['info-service'], 'popular'),
  'partners-info-service': infoServicePage,
  voucherbook: (p, key) => voucherGroup(p, key, 'voucher-book'),
  'vouchers-category': (p, key) => voucherGroup(p, key, 'voucher-category'),
  voucher: voucherPage,
};
