import { describe, expect, it } from 'vitest';
import { makeConversation, makeGroup, makeMessage } from '../../../test/message-fixtures';
import { badgeLabel, chatItems, otherGroupItems, previewText } from './chat-items';

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

  it('while more conversations remain, holds back the groups older than the last one loaded', () => {
    const conversations = [
      makeConversation('a', 'Ali', { last_message: at('08:00') }),
      makeConversation('b', 'Berk', { last_message: at('10:00') }),
    ];
    const groups = [
      makeGroup('g', 'Depo Ekibi', { last_message: at('09:00') }),
      makeGroup('h', 'Eski Ekip', { last_message: at('07:00') }),
      makeGroup('p', 'Sabit', { last_message: at('06:00'), is_pinned: true }),
      makeGroup('n', 'Yeni Grup', { last_message: null }),
    ];
    expect(chatItems(conversations, groups, true).map((item) => item.name)).toEqual([
      'Sabit',
      'Berk',
      'Depo Ekibi',
      'Ali',
    ]);
    expect(chatItems(conversations, groups, false).map((item) => item.name)).toEqual([
      'Sabit',
      'Berk',
      'Depo Ekibi',
      'Ali',
      'Eski Ekip',
      'Yeni Grup',
    ]);
  });

  it('lists the groups the employer is not in apart, by name, marked', () => {
    const groups = [
      makeGroup('g', 'Depo Ekibi'),
      makeGroup('z', 'Şantiye', { is_member: false }),
      makeGroup('c', 'Çağrı Merkezi', { is_member: false }),
    ];
    expect(chatItems([], groups).map((item) => item.name)).toEqual(['Depo Ekibi']);
    const others = otherGroupItems(groups);
    expect(others.map((item) => item.name)).toEqual(['Çağrı Merkezi', 'Şantiye']);
    expect(others.every((item) => item.member === false)).toBe(true);
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
