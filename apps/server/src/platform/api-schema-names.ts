import * as contract from '@vazife/contract';
import { z } from 'zod';

/**
 * The contract's schemas that the API document names (`components/schemas`, reached by `$ref`)
 * instead of writing them out wherever they appear: the objects and enums answers share, and each
 * answer's own object, so that a generated client gets one type per name. A schema left out is
 * written inline, which is right for request bodies (each belongs to one call).
 */
const schemaNames: readonly (readonly [z.ZodType, string])[] = [
  [contract.role, 'Role'],
  [contract.taskStatus, 'TaskStatus'],
  [contract.priority, 'Priority'],
  [contract.subscriptionStatus, 'SubscriptionStatus'],
  [contract.messagingMode, 'MessagingMode'],
  [contract.messageType, 'MessageType'],
  [contract.notificationType, 'NotificationType'],
  [contract.deadlineStatus, 'DeadlineStatus'],
  [contract.userPublic, 'User'],
  [contract.currentUserResponse, 'CurrentUser'],
  [contract.registerResponse, 'RegisterResponse'],
  [contract.loginResponse, 'LoginResponse'],
  [contract.changePasswordResponse, 'ChangePasswordResponse'],
  [contract.messageResponse, 'MessageResponse'],
  [contract.company, 'Company'],
  [contract.createCompanyResponse, 'CreateCompanyResponse'],
  [contract.joinCompanyResponse, 'JoinCompanyResponse'],
  [contract.regenerateCodeResponse, 'RegenerateCodeResponse'],
  [contract.employee, 'Employee'],
  [contract.employeeActionResponse, 'EmployeeActionResponse'],
  [contract.groupPermissionResponse, 'GroupPermissionResponse'],
  [contract.dashboardStats, 'DashboardStats'],
  [contract.platformSettings, 'PlatformSettings'],
  [contract.sliderItem, 'SliderItem'],
  [contract.adminPublic, 'Admin'],
  [contract.adminLoginResponse, 'AdminLoginResponse'],
  [contract.adminDashboard, 'AdminDashboard'],
  [contract.employeeAnalytics, 'EmployeeAnalytics'],
  [contract.taskHistoryItem, 'TaskHistoryItem'],
  [contract.task, 'Task'],
  [contract.evidenceFile, 'EvidenceFile'],
  [contract.revisionEntry, 'RevisionEntry'],
  [contract.completionRound, 'CompletionRound'],
  [contract.taskCounts, 'TaskCounts'],
  [contract.taskActionResponse, 'TaskActionResponse'],
  [contract.message, 'Message'],
  [contract.conversationUser, 'ConversationUser'],
  [contract.conversation, 'Conversation'],
  [contract.groupMember, 'GroupMember'],
  [contract.group, 'Group'],
  [contract.readStatus, 'ReadStatus'],
  [contract.readStatusEntry, 'ReadStatusEntry'],
  [contract.sendBulkResponse, 'SendBulkResponse'],
  [contract.markReadResponse, 'MarkReadResponse'],
  [contract.pinnedResponse, 'PinnedResponse'],
  [contract.notification, 'Notification'],
  [contract.unreadCountResponse, 'UnreadCount'],
  [contract.markNotificationsReadResponse, 'MarkNotificationsReadResponse'],
  [contract.reportType, 'ReportType'],
  [contract.reportFileType, 'ReportFileType'],
  [contract.report, 'Report'],
  [contract.createReportResponse, 'CreateReportResponse'],
  [contract.reportStats, 'ReportStats'],
];

/**
 * Gives each schema its name in zod's registry, where the document's schema transform looks for
 * names (fastify-type-provider-zod). The contract stays as it is: the names are the document's
 * concern, and its other metadata (descriptions) is kept.
 */
export function nameContractSchemas(): void {
  for (const [schema, id] of schemaNames) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id !== id) z.globalRegistry.add(schema, { ...meta, id });
  }
}
