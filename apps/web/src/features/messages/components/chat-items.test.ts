import { describe, expect, it } from 'vitest';
import { makeConversation, makeGroup, makeMessage } from '../../../test/message-fixtures';
import { badgeLabel, chatItems, previewText } from './chat-items';

const at = (time: string) => makeMessage({ created_at: `2026-11-23T${time}:00Z` });
const kindWord = (kind: string) => `[${kind}]`;

describe('conversation list', () => {
  it('puts pinned chats first, then the newest last message, chats without messages last', () => {
    const items = chatItems(
      [
        makeConversation('a', 'Ali', { last_message: at('08:00') }),
        makeConversation('b', 'Berk', { last_message: at('10:00') }),
        makeConversation('c', 'Cem', { last_message: null }),
        makeConversation('d', 'Derya', { last_message: at('07:00'), is_pinned: true }),
      ],
      [makeGroup('g', 'Depo Ekibi', { last_message: at('09:00') })],
    );
    expect(items.map((item) => item.name)).toEqual(['Derya', 'Berk', 'Depo Ekibi', 'Ali', 'Cem']);
    expect(items[2]?.target).toEqual({ kind: 'group', id: 'g' });
  });

  it('previews 35 characters with an ellipsis, and a file by its name', () => {
    const long = 'Sevkiyat listesini öğleden önce kontrol edip bana gönderir misiniz?';
    expect(previewText(makeMessage({ content: long }), kindWord)).toBe('Sevkiyat listesini öğleden önce kon...');
    expect(previewText(makeMessage({ content: 'Kısa' }), kindWord)).toBe('Kısa');
    expect(previewText(makeMessage({ content: '', message_type: 'file', file_name: 'rapor.pdf' }), kindWord)).toBe(
      'rapor.pdf',
    );
    expect(previewText(makeMessage({ content: '', message_type: 'image' }), kindWord)).toBe('[image]');
  });

  it('caps the unread badge at 99+', () => {
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });
});
