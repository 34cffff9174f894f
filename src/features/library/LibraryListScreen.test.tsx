import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { LibraryItem } from '@wharf/contract';
import { clientState } from '../../store';
import { refusal, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import LibraryListScreen from './LibraryListScreen';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const TEMPLATE: LibraryItem = {
  id: 7,
  title: 'Open sales orders',
  description: 'Not yet invoiced.',
  topicId: null,
  visibility: 'shared',
  sourceType: 'managed',
  owner: null,
  mine: false,
  favorite: false,
  definition: { table: 'sales_orders', columns: ['order_number'] },
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
};

function answer(favorite: () => Promise<unknown>) {
  request.mockImplementation((path) => {
    if (path === '/api/userLibrary') return Promise.resolve({ instanceId: 1, topics: [], items: [TEMPLATE] });
    if (path === '/api/userLibraryFavorite') return favorite();
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

describe('the library list', () => {
  beforeEach(() => {
    request.mockReset();
    clientState.setUser('user-1', 'Demo');
  });

  it('shows managed templates on LIBRARY and an empty FAVORITES tab says what to do', async () => {
    answer(() => Promise.resolve({}));
    renderScreen(<LibraryListScreen />, { path: '/library', label: 'Library' });
    expect(await screen.findByRole('link', { name: 'Open sales orders' })).toBeTruthy();
    expect(screen.getByText('Managed template')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'FAVORITES' }));
    expect(await screen.findByText(/^No favorites yet\. Star an item/)).toBeTruthy();
  });

  it('stars at once, and puts the star back with the notice when the API refuses', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    answer(() => new Promise((_, reject) => (refuse = reject)));
    renderScreen(<LibraryListScreen />, { path: '/library', label: 'Library' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Open sales orders to favorites' }));
    expect(screen.getByRole('button', { name: 'Remove Open sales orders from favorites' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith('/api/userLibraryFavorite', {
      userId: 'user-1',
      itemId: 7,
      favorite: true,
    });
    refuse(refusal(404, 'Library item 7 was not found.'));
    await waitFor(() =>
      expect(screen.getByTestId('notice')).toHaveTextContent('Warning: Library item 7 was not found.'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Open sales orders to favorites' })).toBeTruthy(),
    );
  });
});
