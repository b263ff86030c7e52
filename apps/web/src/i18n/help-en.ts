import type { HelpCatalogue } from './help-tr';

/** English texts of the help page (keys mirror help-tr.ts). */
export const helpEn: HelpCatalogue = {
  title: 'Help',
  subtitle: 'About the system, frequently asked questions and support',
  aboutTitle: 'About the system',
  about:
    '{{name}} is a task and staff management system that lets companies manage their tasks and teams in one place. The employer sets up the company and approves staff; tasks are assigned, tracked and completed with evidence.',
  rolesTitle: 'Roles',
  roleIsveren:
    'Sets up and runs the company. Approves or rejects staff requests, sets their roles, sees every task and reviews each employee’s performance. Approved automatically.',
  roleMudur: 'Assigns tasks to supervisors and workers; approves completed tasks or asks for revision.',
  roleSef: 'Assigns tasks to workers, approves completed tasks or asks for revision.',
  roleIsci: 'Sees the tasks assigned to them, starts them and completes them with a note and evidence files.',
  featuresTitle: 'Features',
  feature1: 'Sign-in with e-mail and password; employer, manager, supervisor and worker accounts',
  feature2: 'Company setup, and staff joining with the company code',
  feature3: 'Approving or rejecting staff requests, changing roles',
  feature4: 'Assigning tasks; starting them, completing with a note and evidence files; approval or revision',
  feature5: 'Task statistics and employee performance analysis',
  feature6: 'Settings: profile, password, light or dark theme and language; on phone and desktop',
  feature7: 'Direct, group and bulk messaging; file sending, read receipts and pinned conversations',
  feature8: 'Live updates without reloading the page, and the notification bell',
  messagingTitle: 'Messaging',
  messagingIntro:
    'On the Messages tab you write to colleagues in your company, one to one or in groups. Pinned conversations stay at the top of the list; the others are ordered by the time of their last message.',
  msgDirectTitle: 'Direct messages',
  msgDirect:
    'To start a conversation, pick the person from the list; it shows only the people the company’s messaging rule lets you write to. You can edit or delete your own messages: an edited message is marked “edited”, a deleted one is removed for everyone.',
  msgGroupsTitle: 'Groups',
  msgGroups:
    'Groups are created by the employer, or by people the employer has allowed to on the Employees screen (“Can create groups”). Members are added and removed by the group’s creator or the employer; the creator cannot be removed. Only members see and write group messages.',
  msgBulkTitle: 'Bulk message',
  msgBulk:
    'The employer can send the same message to chosen staff at once (up to {{max}} people). Each recipient gets it in their own direct conversation, and replies arrive there.',
  msgFilesTitle: 'Files',
  msgFiles:
    'You can attach a photo, video or document (PDF, Word, Excel, text) of up to {{mb}} MB. The file’s type is checked from its content; only the people in the conversation can open it.',
  msgTicksTitle: 'Read receipts',
  msgTicks:
    'One tick means sent, two ticks mean read. In a group the double tick comes with the number of members who read it; open your message’s read status to see who did.',
  msgPinsTitle: 'Pinning and unread messages',
  msgPins:
    'Pin important conversations and groups to keep them at the top of the list; unpin them whenever you like. The number of unread messages shows next to each conversation (above {{cap}} as “{{cap}}+”).',
  rulesTitle: 'Who can write to whom?',
  rulesIntro:
    'The employer chooses the company’s messaging rule in Settings; a new company starts with Open. Whom each role can write to:',
  rulesEveryone: 'Everyone',
  modeHiyerarsik: 'Hierarchical',
  modeHiyerarsikText:
    'Messages stay within the chain of command: workers write to their supervisors, managers to supervisors; supervisors can write to everyone. Everyone can write to the employer.',
  modeAcik: 'Open',
  modeAcikText:
    'Freer: workers also write to each other, and the manager can write to everyone. Everyone can write to the employer.',
  rulesAlways:
    'Under both rules a worker can always write to whoever assigned them a task, and anyone can answer a conversation someone started with them. Accounts awaiting approval can neither send nor receive messages.',
  liveTitle: 'Live updates and notifications',
  liveUpdatesTitle: 'A screen that updates itself',
  liveUpdates:
    'New messages, read receipts, task changes, announcements and staff requests awaiting approval appear without reloading the page. If the connection drops, the app checks by itself every few seconds and goes back to live updates once it returns.',
  liveBellTitle: 'The notification bell',
  liveBell:
    'The bell in the top bar tells you what concerns you: tasks assigned to you, completed, approved or sent back for revision, tasks due within 24 hours or overdue, new announcements, staff awaiting approval, and subscription purchases approved or rejected. The unread count shows on the bell; clicking a notification opens the screen it is about, and you can mark notifications read one by one or all at once.',
  liveToastTitle: 'New message alert',
  liveToast:
    'A message that arrives while you are on another screen shows as a short alert in the corner for {{seconds}} seconds; the counter on the Messages tab shows unread messages too.',
  faqTitle: 'Frequently asked questions',
  faq1q: 'How do my staff join the company?',
  faq1a:
    'Share the company code shown on the Employees screen. Your staff enter it when registering, or on the “Join a company” screen after signing in.',
  faq2q: 'Why is my account awaiting approval?',
  faq2a:
    'Worker, supervisor and manager accounts become active after the employer approves them. Employer accounts are approved automatically.',
  faq3q: 'Can I change the company code?',
  faq3a:
    'Yes. The employer can create a new code with “Regenerate code” on the Employees screen; the old code is then no longer accepted.',
  faq4q: 'How do I change an employee’s role?',
  faq4a:
    'On the Employees screen, use “Change role” on an approved employee’s card and choose Worker, Supervisor or Manager.',
  faq5q: 'How do I change my password?',
  faq5a:
    'Under Settings > Password enter your current password and a new one of at least 6 characters. Changing it signs you out on your other devices.',
  supportTitle: 'Support',
  supportText: 'Contact our support team with your questions.',
  supportEmail: 'E-mail',
  supportPhone: 'Phone',
  supportNoContactStaff:
    'The platform’s support contact has not been added yet. For questions about your account, tasks or company, ask your employer.',
  supportNoContactEmployer:
    'The platform’s support contact has not been added yet. Once the platform operator adds it, the e-mail and phone appear here.',
};
