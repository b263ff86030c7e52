import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface HelpTopic {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
}

/** A list of short topics, each an icon, a bold title and a paragraph: the help page's explanations. */
export function HelpTopics({ topics, testId }: { topics: HelpTopic[]; testId: string }) {
  return (
    <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {topics.map((topic) => (
        <Group key={topic.key} component="li" gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {topic.icon}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {topic.title}
            </Text>
            <Text size="sm">{topic.text}</Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
