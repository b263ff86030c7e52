import { Avatar, type AvatarProps } from '@mantine/core';
import { initials } from '../lib/format';

const palette = ['blue', 'violet', 'teal', 'grape', 'orange', 'cyan', 'pink', 'indigo', 'green', 'red'] as const;

function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? 'blue';
}

/** A person's avatar: the first two initials on a colour derived from the name. */
export function UserAvatar({ name, ...props }: { name: string } & Omit<AvatarProps, 'children'>) {
  return (
    <Avatar color={colorFor(name)} radius="xl" variant="light" {...props}>
      {initials(name)}
    </Avatar>
  );
}
