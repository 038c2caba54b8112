import type { NewsItemView, PollView } from '../../../contracts/news.codec';

/** A poll as a player sees it before answering; `with` changes what the test is about. */
export function aPoll(overrides: Partial<PollView> = {}): PollView {
  return {
    id: 'p1',
    question: 'Which weekday suits a harder puzzle?',
    type: 'multiple_choice',
    allowMultiple: false,
    options: [
      { id: 'o1', text: 'Monday', votes: 0, percentage: 0 },
      { id: 'o2', text: 'Saturday', votes: 0, percentage: 0 },
      { id: 'o3', text: 'Sunday', votes: 0, percentage: 0 },
    ],
    hasResponded: false,
    userResponse: null,
    totalResponses: 0,
    ...overrides,
  };
}

export const aFreeFormPoll = (overrides: Partial<PollView> = {}): PollView =>
  aPoll({ id: 'p2', question: 'What should we add next?', type: 'free_form', options: [], ...overrides });

export function aNewsItem(id: string, overrides: Partial<NewsItemView> = {}): NewsItemView {
  return {
    _id: id,
    title: `News ${id}`,
    content: '<p>Hello</p>',
    imagePath: null,
    active: true,
    polls: [],
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    isRead: false,
    ...overrides,
  };
}
