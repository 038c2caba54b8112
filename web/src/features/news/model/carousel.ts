// The news popup (admin spec 2): items one by one. Mark as read marks the current item and advances; Next
// advances; past the last item the popup closes. Every step answers the next carousel, or null: closed.

export interface CarouselItem {
  readonly _id: string;
  readonly isRead: boolean;
}

export interface Carousel<T extends CarouselItem> {
  readonly items: readonly T[];
  readonly index: number;
}

/** Null when there is nothing to show (the bell then says so). */
export const openCarousel = <T extends CarouselItem>(items: readonly T[]): Carousel<T> | null =>
  items.length === 0 ? null : { items, index: 0 };

export const currentItem = <T extends CarouselItem>(carousel: Carousel<T>): T =>
  carousel.items[carousel.index] as T;

/** "2 / 5" for the position the screen reader hears. */
export const positionOf = (carousel: Carousel<CarouselItem>) => ({
  number: carousel.index + 1,
  total: carousel.items.length,
});

export const isLast = (carousel: Carousel<CarouselItem>): boolean =>
  carousel.index >= carousel.items.length - 1;

export const next = <T extends CarouselItem>(carousel: Carousel<T>): Carousel<T> | null =>
  isLast(carousel) ? null : { ...carousel, index: carousel.index + 1 };

export const previous = <T extends CarouselItem>(carousel: Carousel<T>): Carousel<T> =>
  carousel.index === 0 ? carousel : { ...carousel, index: carousel.index - 1 };

/** The current item with `change` applied (a poll answered), staying on it. */
export function updateCurrent<T extends CarouselItem>(
  carousel: Carousel<T>,
  change: (item: T) => T,
): Carousel<T> {
  const items = carousel.items.map((item, index) => (index === carousel.index ? change(item) : item));
  return { ...carousel, items };
}

/** Mark as read: the item keeps its place (Previous finds it, marked) and the carousel moves on. */
export const markedRead = <T extends CarouselItem>(carousel: Carousel<T>): Carousel<T> | null =>
  next(updateCurrent(carousel, (item) => ({ ...item, isRead: true })));

/** Dismissed: the item leaves the carousel and the one after it comes up; after the last, it closes. */
export function withoutCurrent<T extends CarouselItem>(carousel: Carousel<T>): Carousel<T> | null {
  const items = carousel.items.filter((_, index) => index !== carousel.index);
  return carousel.index < items.length ? { items, index: carousel.index } : null;
}
