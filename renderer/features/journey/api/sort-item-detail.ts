import type { ItemDetail } from '#common/api/journey/index.ts';

const byOrder = (a: { order_num: number }, b: { order_num: number }) => a.order_num - b.order_num;

/** Spec 01 §5: sections and their resources ordered by order_num ascending, whatever the wire order. */
export function sortItemDetail(item: ItemDetail): ItemDetail {
  return {
    ...item,
    sections: [...item.sections].sort(byOrder).map((section) => ({
      ...section,
      resources: [...section.resources].sort(byOrder),
    })),
  };
}
