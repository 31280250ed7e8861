import type { MessageId } from '../../i18n/messages/index.ts';

type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** A goods item's members by the names of the goods table's columns. */
const GOODS: Record<string, MessageId> = {
  description: 'dossier.goods.description',
  commodity_code: 'dossier.goods.commodity',
  country_of_origin: 'dossier.goods.origin',
  gross_mass: 'dossier.goods.gross',
  net_mass: 'dossier.goods.net',
  statistical_value: 'dossier.goods.value',
  packages: 'dossier.goods.packages',
};

/**
 * Where in the declaration a finding is, as the dossier page names its fields ("Consignor ·
 * EORI", "Goods item 2 · container 1"), from the JSON Pointer the filing rules report; a place
 * the page has no name for is shown as its pointer. `has` says whether the catalogue has an id.
 */
export const findingPlace = (path: string, t: Say, has: (id: string) => boolean): string => {
  if (path.startsWith('settings:')) return t('findings.setting', { key: path.slice(9) });
  const parts = path.replace(/^\//, '').split('/');
  const number = (index: string | undefined) => Number(index) + 1;
  const named = (id: string) => (has(id) ? t(id as MessageId) : undefined);
  const [first, second, third, fourth, fifth] = parts;
  let place: (string | undefined)[] | undefined;
  if (first === 'parties' && third === 'eori') place = [named(`dossier.party.${second}`), 'EORI'];
  else if (first === 'house_consignments' && third === 'consignee' && fourth === 'eori')
    place = [t('findings.house', { number: number(second) }), t('dossier.party.consignee'), 'EORI'];
  else if (first === 'goods_items' && third === 'containers' && fifth === 'container_number')
    place = [
      t('findings.goodsItem', { number: number(second) }),
      t('findings.containerAt', { number: number(fourth) }),
    ];
  else if (first === 'customs_offices' && parts.length === 2)
    place = [named(`dossier.customs_offices.${second}`)];
  else if (first === 'authorised_location_of_goods' && second === 'un_locode')
    place = [t('dossier.section.authorised_location_of_goods'), t('findings.unlocode')];
  else if (first === 'loading_location' && second === 'loading_place_code')
    place = [t('dossier.loading_location.loading_place')];
  else if (first === 'goods_items' && third && GOODS[third] && parts.length === 3)
    place = [t('findings.goodsItem', { number: number(second) }), t(GOODS[third])];
  // A header value: the name the dossier page gives it (dossier.shipment.incoterm).
  else if (second && parts.length === 2) place = [named(`dossier.${first}.${second}`)];
  return place && place.every(Boolean) ? place.join(' · ') : path;
};
