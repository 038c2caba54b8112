import { expect } from 'chai';
import {
  currentItem,
  isLast,
  markedRead,
  next,
  openCarousel,
  positionOf,
  previous,
  updateCurrent,
  withoutCurrent,
  type Carousel,
} from '../../../web/src/features/news/model/carousel';
import { aNewsItem } from './news-builders';

const three = () => openCarousel([aNewsItem('a'), aNewsItem('b', { isRead: true }), aNewsItem('c')])!;
const ids = (carousel: Carousel<{ _id: string; isRead: boolean }> | null) =>
  carousel === null ? null : carousel.items.map((item) => item._id);

describe('Web | News | popup carousel', () => {
  it('given no items when opening then nothing opens (the bell says there is no news)', () => {
    expect(openCarousel([])).to.equal(null);
  });

  it('given items when opening then the first shows, at position 1 of all', () => {
    const carousel = three();
    expect(currentItem(carousel)._id).to.equal('a');
    expect(positionOf(carousel)).to.deep.equal({ number: 1, total: 3 });
    expect(isLast(carousel)).to.equal(false);
  });

  it('given Next then the carousel advances, and past the last item it closes', () => {
    const second = next(three())!;
    expect(positionOf(second)).to.deep.equal({ number: 2, total: 3 });
    const last = next(second)!;
    expect(isLast(last)).to.equal(true);
    expect(next(last)).to.equal(null);
  });

  it('given Previous then it steps back, and at the first item it stays', () => {
    const carousel = three();
    expect(previous(carousel)).to.equal(carousel);
    expect(currentItem(previous(next(carousel)!))._id).to.equal('a');
  });

  it('given Mark as read then the current item is marked and the next one shows', () => {
    const after = markedRead(three())!;
    expect(currentItem(after)._id).to.equal('b');
    expect(after.items[0]).to.include({ _id: 'a', isRead: true });
    expect(markedRead(next(next(three())!)!)).to.equal(null);
  });

  it('given a dismissed item then it leaves, the following one takes its place, and after the last it closes', () => {
    const after = withoutCurrent(three())!;
    expect(ids(after)).to.deep.equal(['b', 'c']);
    expect(currentItem(after)._id).to.equal('b');
    expect(withoutCurrent(next(next(three())!)!)).to.equal(null);
    expect(withoutCurrent(openCarousel([aNewsItem('only')])!)).to.equal(null);
  });

  it('given a change to the current item (a poll answered) then only it changes and the position stays', () => {
    const carousel = next(three())!;
    const changed = updateCurrent(carousel, (item) => ({ ...item, title: 'Answered' }));
    expect(changed.index).to.equal(1);
    expect(changed.items.map((item) => item.title)).to.deep.equal(['News a', 'Answered', 'News c']);
  });
});
