import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{d as u}from"./chunk-PWNAA2AA.mjs";import{Ta as p}from"./chunk-D7QUVLZP.mjs";import"./chunk-MX6ORBDW.mjs";import"./chunk-JBA6KVUB.mjs";var g={"/setup/systems":{Title:"Setup systems",Content:`The connections of your organization to external systems (CRM, ticketing, voice assistants, generative AI, databases, messaging, cloud services). The assistant answers from these systems.

- Category and System: what you connect to; one connection per system.
- Instance name: your name for this connection, e.g. the Salesforce instance.
- Is Shared: on, every user of the organization uses this connection; off, it is private to whoever set it up.
- Default: the connection the assistant uses for its category when several exist. "Set as default" changes it.
- Remove: a connection that data sets read through cannot be removed until those data sets are gone.`},"/setup/:slug":{Title:"Connect a system",Content:`Connect one system to your organization.

- URL: the address of the system's API (https).
- Authorization type: OAuth 2.0, Basic Auth (user name and password), Bearer Token, AWS Signature (access key ID and secret) or No Auth. Choosing one clears the fields of the others.
- Grant type (OAuth 2.0): Authorization Code signs you in at the provider (Connect opens its page); Client Credentials uses the client ID and secret alone; Password Credentials also sends a user name and password; Implicit is only for providers that offer nothing else.
- Authorization URL and Token URL: the provider's endpoints; the credentials are only ever sent to these addresses, so changing one asks for the secrets again.
- Query return limit: how many records one question reads (1 to 100).
- Is Shared: every user of the organization uses the connection.
- Require voice MFA: voice answers from this system ask the caller for a second factor.

Validate checks the credentials against the system before you save. Secrets are stored encrypted and never shown again.`},"/setup/:slug/:id":{Title:"Edit a connection",Content:`Change a connection of your organization.

- Secrets show as a mask: leave it to keep the stored value, or type a new one.
- Changing the URL, the authorization URL or the token URL asks for the secrets again, so they are never sent to a new address without you typing them.
- Grant type, Is Shared and Require voice MFA mean the same as when connecting: see the help of the connect page.
- Test questions run a sample question against the system and show what the assistant would answer.`},"/connections/integration-settings":{Title:"Integration settings",Content:`Per connection, how the assistant reads its system.

- Default settings: the values of the settings the system offers (e.g. Query return limit, 1 to 100). Each is checked by its type and range.
- Column name changes: show a system's column under your own name (e.g. "short_description" as "Summary").
- Custom columns: columns of your own (String, Integer, Decimal or Boolean) the assistant reads from the system.`},"/catalogue/systems":{Title:"System list settings",Content:`The platform's catalogue of systems organizations can connect to, grouped by category. Platform administrators keep it.

- Category: e.g. CRM, Ticketing, Voice assistant, Generative AI. Names are unique (compared regardless of case and width).
- System: its name and category. A category that holds systems, or a system that connections use, cannot be deleted.`},"/catalogue/default-setting-fields":{Title:"Default setting fields",Content:`The settings each system offers its connections (shown on Integration settings).

- Field name: the name the system's integration reads; unique per system.
- Field label: what administrators see.
- Field type: String, Integer, Decimal or Boolean; values are checked by it.
- Short description: one line that explains the setting.`},"/catalogue/connection-fields":{Title:"Connection fields",Content:`The extra fields a connection to each system asks for (beyond URL and credentials), e.g. an instance name or a region.

- Field name: the name the system's integration reads; unique per system.
- Field label and Short description: what the connection form shows.
- Field type: String, Integer, Decimal or Boolean.`},"/catalogue/setting-definitions":{Title:"Setting definitions",Content:`The settings organizations give a value to on Organization settings, by category. Platform administrators define them; organization administrators read them here.

- Name and Category: how the setting is listed.
- Type and allowed values: what the value control accepts.
- Encrypt: the value is stored encrypted and never shown again.
- A definition organizations use cannot be deleted.`}};var y={"/help":{Title:"Help Q&A",Content:`The questions your assistant answers and its answers: the knowledge base it searches.

- Questions: every phrasing people use for the same thing; add each one to the list. A question belongs to one entry only.
- Answer: what the assistant says. Required.
- Category: one of your collection categories, to file and filter entries.
- Media: none, an image or a video (file address or an embedded YouTube address) shown with the answer.
- Release and expiry: the answer is given only between them (by default from 1970 to 2100). Inactive entries are never given.
- Attributes JSON: extra values (images, an external link, related entries).

Test a question to see which entry answers and how sure the assistant is.`},"/help/import":{Title:"Import and export",Content:`Load many help Q&A entries at once from a file, or download them.

- Choose the file, check the preview (each row's problems are listed) and import. Rows with problems are skipped and reported.
- Export downloads your entries in the same format, to edit and import again.`},"/Chat":{Title:"Chat",Content:"Ask your assistant questions as your users would, and see which help entry answers. Nothing you ask here is stored as content."},"/usage-logs":{Title:"Usage logs",Content:`Who did what and when in your organization: sign-ins, invitations, connection changes and every record added, changed or deleted.

- Date range, Log type and Detail filter the logs; times are shown in your browser's time zone.
- Fifty logs a page; export gives the filtered range as a CSV file.
- Secrets never appear in a log.`},"/content/kpis":{Title:"KPIs",Content:`The key performance indicators your assistant reports on.

- Name and Description: what is measured.
- KPIGrain: the period one value covers (Hourly, Daily, Weekly, Monthly, Quarterly or Yearly; Daily unless chosen). Values are recorded per period of this grain.
- Owner: the employee answerable for the KPI.
- Data type: how values read (number, percentage, currency\u2026).

A KPI that still has values cannot be deleted: delete its values first.`},"/content/kpi-data":{Title:"KPI values",Content:`The recorded values of your KPIs, shown on the voice dashboard.

- KPI and KPIGrain: which indicator and which period length; each grain needs exactly its period fields (Hourly: year, month, day, hour; Daily: year, month, day; Weekly: year and ISO week; Monthly: year, month; Quarterly: year, quarter; Yearly: year).
- Value: the figure for that period. Periods must exist (no 30 February, week 53 only in 53-week years).`},"/content/blogs":{Title:"Blogs",Content:`Posts your assistant can read out or link to.

- Title, Short description and Body (up to 20,000 characters).
- Author: your name unless you type another.
- Likes start at 0 and are counted by the assistant.`},"/content/briefings":{Title:"Briefings",Content:`Short spoken briefings for a group, an office location or one employee.

- Title and text of the briefing.
- Audience: the group, office location or employee it is for.
- Release and expiry time: when the assistant starts and stops reading it (ISO 8601; the expiry must come after the release).`},"/content/news":{Title:"News",Content:`News items the assistant tells people about.

- Title and description.
- Group: who the news is for (all employees unless chosen).
- Release and expiry time: the news is told only between them.`},"/content/employees":{Title:"Employees",Content:`The people of your organization the assistant knows (made when an invitation is configured, or added here by an organization administrator).

- Name, email, department, office location and manager.
- User login ID and PIN: how the person identifies to the voice assistant. The PIN (4 to 8 digits) is stored hashed and shows as a mask; leave it to keep it, empty it to remove it.
- People who leave are disabled on Invite users; their record stays because KPIs and briefings name it.`},"/content/notifications":{Title:"Notifications",Content:`Messages the assistant pushes to a group, an office location or an employee.

- Title and text.
- Audience: group, office location or employee.
- Release and expiry time: when it is sent and when it stops being shown.`},"/content/cafeteria":{Title:"Cafeteria menus",Content:`The menus the assistant reads when people ask what is for lunch.

- Office location and Date (dd/MM/yyyy).
- Open and close time (HH:mm; close after open).
- Menu: the dishes, one per line.`}};var h={"/":{Title:"Switchboard",Content:`Switchboard is where you run your organization's voice and chat assistant: who may use it, which systems it answers from, and what it says.

The side navigation groups the screens by area; you see only the screens your role may use. Staff keep the content and the help Q&A; organization administrators also manage users, connections and settings.

This panel shows help for the page you are on. Open it from the help button at the bottom of any page.`},"/access/invite-users":{Title:"Invite users",Content:`Invite the people who will administer or write content for your organization, and follow each invitation to the end.

- Invite: first name, last name, email and role (Organization administrator or Staff). The person gets a link valid for 7 days; "Copy link" gives you the same link to send yourself.
- Status: Invited (link sent), Registered (they chose a name and password; approve them), Approved (they can sign in), Configured (their employee record exists).
- Approve lets a registered person sign in. Configure creates their employee record, which content such as KPIs and briefings names.
- Resend issues a new link; the old one stops working. Cancel withdraws an invitation that was not used yet.
- Disable ends the person's sessions at once and stops them signing in; Enable undoes it. Nobody can change their own status or that of a user with a higher role.`},"/organization/setup":{Title:"Organization setup",Content:`Your organization's details and the services the assistant uses.

- Organization name: unique on the platform.
- Small and large image URL: your logos (a square one for lists, a wide one for the assistant's pages).
- Incident, CRM, email, directory and BI service: which of your connections the assistant uses for each kind of question. Connect the system first on Setup systems.
- Version: the product edition of the organization (Basic unless your contract says otherwise).
- Require voice MFA: when on, voice answers that read data from any of your connections ask the caller for a second factor first.
- Organization attributes: a JSON object of extra values your skills read (leave empty for none).

On the first run the page also lists the systems to connect; Submit connects them all.`},"/organization/settings":{Title:"Organization settings",Content:`Your organization's values of the settings the platform defines (the definitions are kept by the platform administrators).

- Each setting belongs to a category; the control matches the setting's type (text, number, yes/no, list).
- Encrypted settings (keys, passwords) are typed unseen and stored encrypted; they show as a mask afterwards. Leaving the mask unchanged keeps the stored value.
- Remove a value to fall back to the platform's default.`},"/billing/invoices":{Title:"Invoices",Content:`The invoices of your organization (a platform administrator sees and bills every organization).

- Status: Draft, Issued, Paid, Overdue or Cancelled.
- Amount and Currency: at most two decimals; a three-letter ISO 4217 code such as USD or EUR.
- Created date and Due date: the due date cannot be before the created date.
- Payment method and Payment ID: how it was or will be paid, and the reference of the payment.
- Notes: anything the finance team should know.`},"/content/collection-categories":{Title:"Collection categories",Content:`Categories file your collections and your help Q&A entries (a help entry's category is one of these).

- Name: required; what people see in lists and filters.
- Description: what belongs in the category.
- Icon address: an image address (https://\u2026) or a path of the console; empty uses the product icon.
- Created, Last updated and Last updated by are set for you.

A category that collections are assigned to cannot be deleted: move those collections to another category first. The delete button tells you how many there are.`},"/Account/ChangePassword":{Title:"Change password",Content:`Choose a new password for your account.

- At least 10 characters, with an upper-case letter, a digit and a special character. The checklist turns green as each rule is met.
- Your other sessions (other browsers and devices) are signed out when the password changes.
- Five wrong current passwords within 15 minutes lock the account for a while.`},"/skilltest/TestSkillResult":{Title:"Skill test result",Content:`One run of a skill test: what each step said to the assistant, what it expected and what the assistant answered.

- Run: when it started (your time), whether someone ran it (Manual) or its schedule did, who, and the pass rate: how many steps met every expectation.
- Steps: the user's words, the expectations, the actual answer, the Help Q&A entry it matched (open it from the link), the engine's confidence in the match and how long the answer took. A failed step lists each expectation it missed.
- Filter the steps by any text in their row, or show only the passed or the failed ones. Page size and columns are kept in this browser (the cog).
- Download CSV for a spreadsheet, or JUnit XML for a CI dashboard (each failed step is a failing test case).
- Run history: the test's runs, newest first, each opening its own result; the chart shows the pass rate over time from the second run on.`},...g,...y,"/skilltest/index":{Title:"Skill tests",Content:`Skill tests check that the assistant answers as expected. Each test is a JSON definition: steps of what a user says and what the answer must be (contains, equals, the entry it comes from, a minimum score, or no match).

- Add: a name, a schedule, and the .json definition file (uploaded when you save). Editing a test keeps its file unless you choose a new one.
- Schedule: none, hourly, daily or weekly; the next run shows under the schedule.
- Send the report by email: after each run the report goes to the report email (required when this is on).
- Edit JSON opens the definition in a full-page editor (tree, code, form and view modes, full screen). Problems are listed by step and field; Save waits until there are none.
- Run asks every step now and opens the result page; the last run column links to it with its pass rate.
- Create from Help Q&A writes a regression test that asks every question of your help entries and expects that entry.`}};var d=e=>e.split("/").filter(Boolean),c=e=>`/${d(e).join("/")}`,w=(e,s)=>{let t=d(e),n=d(s);return t.length===n.length&&t.every((a,o)=>a.startsWith(":")||a.toLowerCase()===n[o].toLowerCase())};function m(e,s){let t=d(e);for(let n=t.length;n>=0;n-=1){let a=`/${t.slice(0,n).join("/")}`,o=s.find(l=>l.toLowerCase()===a.toLowerCase());if(o)return o;let r=s.find(l=>l.includes(":")&&w(l,a));if(r)return r}}var i=new u("InAppHelp");var v=Object.keys(h),C="No help has been written for this page yet.",f=e=>e.role==="PlatformAdmin"?"platform":{organizationId:e.organizationId};async function L(e,s){let t=m(c(e),v);if(!t)return{Title:"Help",Content:C,Url:c(e),Source:"none"};let n=f(s);if(n!=="platform"){let r=await i.get(n,t);if(r)return{Title:r.Title,Content:r.Content,Url:t,Source:"organization"}}let o=await i.get("platform",t)??h[t];return{Title:o.Title,Content:o.Content,Url:t,Source:"default"}}async function O(e,s,t){if(!Object.hasOwn(h,e))throw new p("invalid","url: must be the path of a console screen, as GetInAppHelpByURL answers it (Url)");let n=f(t),a={Url:e,...s,DateLastUpdated:new Date().toISOString(),LastUpdatedBy:t.email},o=await i.get(n,e);return o?await i.replace(n,e,a,o.Version):await i.create(n,e,a),{...s,Url:e,Source:n==="platform"?"default":"organization"}}async function N(e,s){return await i.delete({organizationId:s.organizationId},e),"Success"}export{L as readHelp,N as removeHelp,O as writeHelp};
//# sourceMappingURL=in-app-help-service-MLITS4MV.mjs.map
