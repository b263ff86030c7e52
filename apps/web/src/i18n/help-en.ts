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
    'Sets up and runs the company. Approves or rejects staff requests, sets their roles, sees every task and report, publishes announcements and reviews each employee’s performance. Approved automatically.',
  roleMudur:
    'Assigns tasks to supervisors and workers; approves completed tasks or asks for revision. Reads reports and publishes announcements.',
  roleSef: 'Assigns tasks to workers, approves completed tasks or asks for revision. Reads reports.',
  roleIsci:
    'Sees the tasks assigned to them, starts them and completes them with a note and evidence files. Writes reports and sees their own.',
  featuresTitle: 'Features',
  feature1: 'Sign-in with e-mail and password; employer, manager, supervisor and worker accounts',
  feature2: 'Company setup, and staff joining with the company code',
  feature3: 'Approving or rejecting staff requests, changing roles',
  feature4: 'Assigning tasks; starting them, completing with a note and evidence files; approval or revision',
  feature5: 'Task statistics and employee performance analysis',
  feature6: 'Settings: profile, password, light or dark theme and language; on phone and desktop',
  feature7: 'Direct, group and bulk messaging; file sending, read receipts and pinned conversations',
  feature8: 'Live updates without reloading the page, and the notification bell',
  feature9:
    'Workers’ daily, weekly, shift handover, incident, maintenance and safety reports; filters and CSV download',
  feature10: 'Announcements from the employer and managers; attachments, read confirmation and the readers’ list',
  reportsTitle: 'Reports',
  reportsIntro:
    'The Reports tab keeps what workers write from the floor in one place: the day’s summary, a shift handover, a breakdown or an accident.',
  repWhoTitle: 'Who writes, who reads?',
  repWho:
    'Only workers write reports. The employer, managers and supervisors see every report of the company with its author’s name; a worker sees only their own.',
  repTypesTitle: 'Report types',
  repTypes:
    'Every report has a type: {{types}}. The title may have up to {{titleMax}} characters and the content up to {{contentMax}}; at least {{hint}} characters of content are suggested.',
  repFiltersTitle: 'Filters',
  repFilters:
    'Filter reports by date (today, the last 7 days, the last 30 days or a range you choose; days in Istanbul time), by type and by a word in the title or the content. The counts beside the types count every report the filters find, not only those on screen.',
  repFilesTitle: 'Attachment',
  repFiles:
    'A report may carry one file: an image, a PDF, a Word document (doc, docx), an Excel sheet (xlsx) or text, up to {{mb}}\u00a0MB. The file’s type is checked from its content. Images show as a small preview in the list and open enlarged; other files download.',
  repAlertTitle: 'Incident and safety reports',
  repAlert:
    'An Incident or Safety report rings the bell of the employer and the managers as soon as it is written; the notification opens the report. Every new report appears in open report lists without reloading the page.',
  repCsvTitle: 'Download CSV',
  repCsv:
    'The “Download CSV” button downloads every report the filters on screen find (title, type, author, date, content and file name) as a file a Turkish Excel opens as it is. One file holds at most {{rows}} rows.',
  announcementsTitle: 'Announcements',
  announcementsIntro: 'The Announcements tab gathers the news for the whole company: holidays, shift plans, meetings.',
  annWhoTitle: 'Who publishes, who sees?',
  annWho:
    'The employer and the managers publish announcements. Every approved member of the company sees each one, with the name and role of whoever published it. A new announcement reaches everyone’s list at once and rings everyone’s bell but its publisher’s.',
  annReadTitle: 'Read confirmation',
  annRead:
    'Announcements you have not read stay marked; opening one counts it as read for you. Filter the list by date: Today, This week (7 days), This month or A past month.',
  annReadersTitle: 'The readers’ list',
  annReaders:
    'Its publisher and the employer see on the card how many have read it, as “read/total”. The “Readers” button lists who read it and when, and who has not yet. The total is the approved members other than the publisher.',
  annFilesTitle: 'Attachment',
  annFiles:
    'An announcement may carry one file: an image, a PDF, a Word document (doc, docx), an Excel sheet (xls, xlsx) or text, up to {{mb}}\u00a0MB. An image shows when the announcement is opened; every attachment can be downloaded.',
  annDeleteTitle: 'Deleting',
  annDelete:
    'Its publisher or the employer deletes an announcement after a confirmation question. It leaves everyone’s list at once, with its attachment, its readings and its notifications. This cannot be undone.',
  subscriptionTitle: 'Subscription',
  subscriptionIntro:
    'The employer manages the company’s subscription: chooses the plan, pays and downloads the invoices. The subscription screen opens from the “Subscription” button in the profile menu.',
  subTrialTitle: 'Trial period',
  subTrial:
    'A new company starts with a trial period and uses every feature during it. The days left show at the top of the employer’s screen.',
  subPlansTitle: 'Plans and the user limit',
  subPlans:
    'Each plan has a monthly price and a user limit; the approved staff, the employer included, count towards it. Once the limit is reached nobody new can be approved; a larger plan is needed.',
  subBankTitle: 'Paying by bank transfer',
  subBank:
    'Choose the plan and the duration (1, 3, 6 or 12 months), enter the invoice details and send the total to one of the bank accounts listed. Your request waits; once the payment arrives and the platform operator approves it, your subscription is extended and your bell rings. A rejected request comes with its reason.',
  subCardTitle: 'Paying by card',
  subCard:
    'Card details are entered on the secure page of the payment provider PayTR, never in Vazife. Your subscription is extended the moment PayTR confirms the payment to us; a failed payment changes nothing and can be tried again.',
  subExpiredTitle: 'When it ends',
  subExpired:
    'In a company whose subscription has ended everything stays readable, but no new task, report, message or announcement can be created. The moment the employer renews, everything carries on where it stopped.',
  subInvoiceTitle: 'Invoices',
  subInvoice:
    'The invoice of an approved payment is downloaded from the purchase history once the platform operator has uploaded it. Only the company’s employer sees it.',
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
    'New messages, read receipts, task changes, reports, announcements and staff requests awaiting approval appear without reloading the page. If the connection drops, the app checks by itself every few seconds and goes back to live updates once it returns.',
  liveBellTitle: 'The notification bell',
  liveBell:
    'The bell in the top bar tells you what concerns you: tasks assigned to you, completed, approved or sent back for revision, tasks due within 24 hours or overdue, incident and safety reports (to the employer and managers), new announcements, staff awaiting approval, and subscription purchases approved or rejected. The unread count shows on the bell; clicking a notification opens the screen it is about, and you can mark notifications read one by one or all at once.',
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
