import { STORE_VIEWS } from '@shop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTokenQueue } from '../lib/customer-token.ts';
import { fakeBirthListApi, LIST_ID } from './birthlist.fixture.ts';
import { getBirthListState, startBirthList } from './birthlist.ts';
import { logout } from './login.ts';
import { getUiState } from './ui.ts';

vi.mock('./notifications.ts', () => ({ notify: vi.fn() }));

beforeEach(() => resetTokenQueue());
afterEach(() => vi.unstubAllGlobals());

describe('ending a login', () => {
  it('clears the birth list in this browser: no list, and no birth list mode on product pages', async () => {
    const { server } = fakeBirthListApi();
    await startBirthList(STORE_VIEWS.nl);
    expect(getBirthListState().list?.entity_id).toBe(LIST_ID);
    expect(getUiState().birthListActive).toBe(true);

    await logout(STORE_VIEWS.nl);

    expect(server.calls).toContain('POST /api/user/logout');
    expect(getBirthListState()).toEqual({ list: null, status: 'idle' });
    expect(getUiState().birthListActive).toBe(false);
  });
});
