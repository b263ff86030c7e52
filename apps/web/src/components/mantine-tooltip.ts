// Its own module so that the lazy import below is a chunk with the Tooltip alone, not all of Mantine.
export { Tooltip } from '@mantine/core';
