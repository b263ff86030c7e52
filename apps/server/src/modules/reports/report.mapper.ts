import { reportFileTypeOf, type Report } from '@vazife/contract';
import type { ReportRecord } from './reports.repo.js';

/** A link to a report's stored file with the reader's download grant (`?dl=…`). */
const link = (key: string | null, linkQuery: string) =>
  key === null ? null : `/api/download/reports/${key}${linkQuery}`;

/** The API's report (contract `report`) for a reader whose links carry `linkQuery`. */
export function toReport(row: ReportRecord, linkQuery: string): Report {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    created_at: row.created_at,
    user_id: row.user_id,
    user_name: row.user_name,
    file_url: link(row.storage_key, linkQuery),
    thumbnail_url: link(row.thumbnail_key, linkQuery),
    file_name: row.file_name,
    file_type: row.mime_type === null ? null : reportFileTypeOf(row.mime_type),
    file_size: row.file_size === null ? null : Number(row.file_size),
  };
}
