/**
 * A curated bilingual (Indonesian/English) skills lexicon: display name, the industry the skill
 * signals (null for cross-industry skills), and synonyms. Matching is case-insensitive with word
 * boundaries; very short or ambiguous names are matched case-sensitively or only in list context.
 */
import type { Industry } from '../types.ts';

export interface SkillEntry {
  name: string;
  industry: Industry | null;
  soft: boolean;
  synonyms: string[];
}

const IND: Record<string, Industry | null> = {
  it: 'software/IT',
  fin: 'finance/accounting',
  mkt: 'marketing/sales',
  des: 'design/creative',
  hc: 'healthcare',
  edu: 'education',
  eng: 'engineering/manufacturing',
  hos: 'hospitality/tourism',
  adm: 'administration/HR',
  log: 'logistics',
  res: 'research/academia',
  '-': null,
  soft: null,
};

/**
 * "Display|industry|synonym;synonym". Synonyms are matched case-insensitively unless they start
 * with "=" (case-sensitive, e.g. "=C", "=R", "=Go").
 */
const TABLE = `
Python|it|python3
Java|it|=Java
JavaScript|it|javascript;=JS;es6;ecmascript
TypeScript|it|typescript;=TS
C|it|=C
C++|it|c++;cpp
C#|it|c#;csharp;c sharp
Go|it|=Go;golang
Rust|it|=Rust
Ruby|it|=Ruby
Ruby on Rails|it|rails;ruby on rails
PHP|it|php
Kotlin|it|kotlin
Swift|it|=Swift;swiftui
Objective-C|it|objective-c
Dart|it|=Dart
Scala|it|=Scala
R|it|=R
MATLAB|eng|matlab
Perl|it|=Perl
Bash|it|bash;shell scripting;shell script
PowerShell|it|powershell
Lua|it|=Lua
Haskell|it|haskell
Elixir|it|elixir
Julia|res|=Julia
Assembly|eng|assembly language;=Assembly
Solidity|it|solidity
HTML|it|html;html5
CSS|it|css;css3
Sass|it|sass;scss
Tailwind CSS|it|tailwind;tailwindcss;tailwind css
Bootstrap|it|bootstrap
React|it|react;react.js;reactjs
React Native|it|react native
Next.js|it|next.js;nextjs
Vue.js|it|vue;vue.js;vuejs
Nuxt.js|it|nuxt;nuxt.js
Angular|it|angular;angularjs
Svelte|it|svelte
jQuery|it|jquery
Node.js|it|node.js;nodejs;=Node
Express|it|express.js;expressjs;=Express
NestJS|it|nestjs;nest.js
Deno|it|=Deno
Django|it|django
Flask|it|flask
FastAPI|it|fastapi
Spring Boot|it|spring boot;springboot;=Spring
Laravel|it|laravel
CodeIgniter|it|codeigniter
Symfony|it|symfony
ASP.NET|it|asp.net;.net core;.net;dotnet
Flutter|it|flutter
Android|it|android;android studio
iOS|it|=iOS
Jetpack Compose|it|jetpack compose
Unity|it|=Unity;unity3d
Unreal Engine|it|unreal engine
GraphQL|it|graphql
REST API|it|rest api;restful api;restful;rest apis;api rest
gRPC|it|grpc
WebSocket|it|websocket;websockets
Microservices|it|microservices;microservice
SQL|it|=SQL;sql
MySQL|it|mysql
PostgreSQL|it|postgresql;postgres
SQLite|it|sqlite
Microsoft SQL Server|it|sql server;mssql;ms sql
Oracle Database|it|oracle database;oracle db;=Oracle
MongoDB|it|mongodb;mongo
Redis|it|redis
Elasticsearch|it|elasticsearch;elastic search
Cassandra|it|cassandra
DynamoDB|it|dynamodb
Firebase|it|firebase
Supabase|it|supabase
Prisma|it|prisma
Git|it|=Git;git
GitHub|it|github
GitLab|it|gitlab
Bitbucket|it|bitbucket
Docker|it|docker
Kubernetes|it|kubernetes;k8s
Terraform|it|terraform
Ansible|it|ansible
Jenkins|it|jenkins
CI/CD|it|ci/cd;cicd;continuous integration
GitHub Actions|it|github actions
AWS|it|aws;amazon web services
Microsoft Azure|it|azure
Google Cloud|it|google cloud;gcp;google cloud platform
Linux|it|linux;ubuntu;debian;centos
Nginx|it|nginx
Apache Kafka|it|kafka
RabbitMQ|it|rabbitmq
Hadoop|it|hadoop
Apache Spark|it|spark;pyspark;apache spark
Airflow|it|airflow
dbt|it|=dbt
Snowflake|it|snowflake
BigQuery|it|bigquery
Pandas|it|pandas
NumPy|it|numpy
SciPy|res|scipy
scikit-learn|it|scikit-learn;sklearn;scikit learn
TensorFlow|it|tensorflow
PyTorch|it|pytorch
Keras|it|keras
OpenCV|it|opencv
Machine Learning|it|machine learning;pembelajaran mesin
Deep Learning|it|deep learning
Artificial Intelligence|it|artificial intelligence;kecerdasan buatan;=AI
Natural Language Processing|it|natural language processing;=NLP
Computer Vision|it|computer vision
Large Language Models|it|large language models;=LLM;=LLMs
Data Analysis|it|data analysis;analisis data;analisa data;data analytics
Data Science|it|data science
Data Engineering|it|data engineering
Data Visualization|it|data visualization;data visualisation;visualisasi data
Big Data|it|big data
ETL|it|=ETL
Statistics|res|statistics;statistik;statistical analysis
Power BI|it|power bi;powerbi
Tableau|it|tableau
Looker|it|looker;looker studio;google data studio
Jupyter|it|jupyter;jupyter notebook
Selenium|it|selenium
Cypress|it|cypress
Jest|it|=Jest
Playwright|it|playwright
Unit Testing|it|unit testing;unit test
Software Testing|it|software testing;quality assurance;=QA;manual testing;automation testing
Agile|-|agile;agile methodology
Scrum|-|scrum
Kanban|-|kanban
Jira|-|jira
Confluence|-|confluence
Trello|-|trello
Notion|-|=Notion
Postman|it|postman
Swagger|it|swagger;openapi
Webpack|it|webpack
Vite|it|=Vite
Redux|it|redux
Three.js|it|three.js;threejs
WordPress|it|wordpress
Shopify|mkt|shopify
Web Development|it|web development;pengembangan web;web programming;pemrograman web
Mobile Development|it|mobile development;mobile app development;pengembangan aplikasi mobile
Frontend Development|it|front-end;frontend;front end
Backend Development|it|back-end;backend;back end
Full Stack Development|it|full stack;full-stack;fullstack
DevOps|it|devops
Cloud Computing|it|cloud computing;komputasi awan
Networking|it|computer networking;jaringan komputer;=Networking;cisco;ccna;mikrotik
Cybersecurity|it|cybersecurity;cyber security;keamanan siber;information security;network security;penetration testing
System Administration|it|system administration;sysadmin
Database Administration|it|database administration;administrasi database;database administrator
Database Design|it|database design;desain database;database schema
Algorithms|it|algorithms;data structures;algoritma;struktur data
Object-Oriented Programming|it|object-oriented programming;=OOP;pemrograman berorientasi objek
Blockchain|it|blockchain
Internet of Things|eng|internet of things;=IoT
Arduino|eng|arduino;arduino ide
Raspberry Pi|eng|raspberry pi
ESP32|eng|esp32;esp8266
Microcontrollers|eng|microcontroller;microcontrollers;mikrokontroler
PLC|eng|=PLC;plc programming
HMI|eng|=HMI
SCADA|eng|scada
AutoCAD|eng|autocad
SolidWorks|eng|solidworks
CATIA|eng|catia
Fusion 360|eng|fusion 360
Revit|eng|revit
SketchUp|des|sketchup
ANSYS|eng|ansys
Proteus|eng|proteus
Eagle|eng|=EAGLE;=Eagle
LabVIEW|eng|labview
Simulink|eng|simulink
Verilog|eng|verilog;vhdl
FPGA|eng|fpga
Circuit Design|eng|circuit design;desain rangkaian;pcb design
Electrical Wiring|eng|electrical wiring;instalasi listrik
CNC|eng|=CNC;cnc machining
Lean Manufacturing|eng|lean manufacturing;six sigma;lean six sigma;kaizen;5s
Quality Control|eng|quality control;kontrol kualitas;pengendalian mutu;=QC
Quality Assurance (Manufacturing)|eng|iso 9001
Mechanical Design|eng|mechanical design;desain mekanik
Maintenance|eng|preventive maintenance;perawatan mesin;maintenance mesin
Welding|eng|welding;pengelasan
HSE|eng|=HSE;=K3;k3;occupational health and safety;keselamatan kerja
Project Management|-|project management;manajemen proyek;pmp
Product Management|it|product management;product roadmap;product strategy
Microsoft Office|-|microsoft office;ms office;ms. office;office suite
Microsoft Excel|-|microsoft excel;ms excel;=Excel;excel
Microsoft Word|-|microsoft word;ms word;=Word
Microsoft PowerPoint|-|microsoft powerpoint;ms powerpoint;powerpoint;power point
Microsoft Outlook|adm|outlook
Microsoft Access|adm|microsoft access;ms access
Google Workspace|-|google workspace;g suite;google sheets;google docs;google slides
VBA|fin|=VBA
Typing|adm|typing;mengetik;10 finger typing
Data Entry|adm|data entry;input data;entri data
Filing|adm|filing;pengarsipan;arsip;archiving;records management
Scheduling|adm|scheduling;calendar management;penjadwalan
Office Administration|adm|office administration;administrasi perkantoran;administrasi kantor;administrative support;office management
Correspondence|adm|correspondence;surat menyurat;korespondensi
Customer Service|-|customer service;layanan pelanggan;pelayanan pelanggan;customer support
Recruitment|adm|recruitment;recruiting;rekrutmen;talent acquisition;perekrutan
Payroll|adm|payroll;penggajian
Human Resources|adm|human resources;human resource;sumber daya manusia;=HRD;=HRIS;hris;=HR
Onboarding|adm|onboarding
Employee Relations|adm|employee relations;hubungan industrial
Training and Development|adm|training and development;learning and development
Performance Management|adm|performance management;penilaian kinerja
Labor Law|adm|labor law;labour law;hukum ketenagakerjaan
Accounting|fin|accounting;akuntansi
Bookkeeping|fin|bookkeeping;pembukuan
Financial Reporting|fin|financial reporting;laporan keuangan;financial statements
Financial Analysis|fin|financial analysis;analisis keuangan;financial modeling;financial modelling
Budgeting|fin|budgeting;penganggaran;anggaran;budget allocation;budget management
Forecasting|fin|forecasting;peramalan
Taxation|fin|taxation;tax accounting;perpajakan;pajak;tax preparation;tax returns
Auditing|fin|auditing;audit;internal audit;external audit
Accounts Payable|fin|accounts payable;hutang usaha
Accounts Receivable|fin|accounts receivable;piutang
General Ledger|fin|general ledger;buku besar
Reconciliation|fin|reconciliation;rekonsiliasi;bank reconciliation
Cost Accounting|fin|cost accounting;akuntansi biaya
IFRS|fin|=IFRS;=PSAK;=GAAP
QuickBooks|fin|quickbooks
SAP|fin|=SAP;sap erp
Accurate|fin|accurate accounting;=Accurate
Zahir|fin|zahir
Xero|fin|=Xero
MYOB|fin|=MYOB
ERP|it|=ERP;erp system
Banking|fin|banking;perbankan
Investment|fin|investment analysis;investasi;portfolio management
Risk Management|fin|risk management;manajemen risiko
Treasury|fin|=Treasury;treasury management
Digital Marketing|mkt|digital marketing;pemasaran digital
Social Media Marketing|mkt|social media marketing;social media management;media sosial;social media
Content Marketing|mkt|content marketing;content creation;content creator;pembuatan konten
Copywriting|mkt|copywriting;copywriter
SEO|mkt|=SEO;search engine optimization
SEM|mkt|=SEM;search engine marketing
Google Ads|mkt|google ads;google adwords
Meta Ads|mkt|facebook ads;meta ads;instagram ads
Google Analytics|mkt|google analytics
Email Marketing|mkt|email marketing;mailchimp
Market Research|mkt|market research;riset pasar;survei pasar
Branding|mkt|branding;brand management;brand strategy
Sales|mkt|=Sales;penjualan;selling
Negotiation|-|negotiation;negosiasi
Business Development|mkt|business development
Account Management|mkt|account management;key account management
CRM|mkt|=CRM;salesforce;hubspot
Lead Generation|mkt|lead generation
Public Relations|mkt|public relations;hubungan masyarakat;=humas
E-commerce|mkt|e-commerce;ecommerce;marketplace
Telemarketing|mkt|telemarketing
Event Management|hos|event management;event planning;manajemen acara;event organizer
Graphic Design|des|graphic design;desain grafis
UI/UX Design|des|ui/ux;ux design;ui design;user experience;user interface design;ux research;ui/ux design
Adobe Photoshop|des|photoshop;adobe photoshop
Adobe Illustrator|des|illustrator;adobe illustrator
Adobe InDesign|des|indesign;adobe indesign
Adobe Premiere Pro|des|premiere pro;adobe premiere;premiere
Adobe After Effects|des|after effects
Adobe Lightroom|des|lightroom
Adobe XD|des|adobe xd
Figma|des|figma
Sketch|des|=Sketch
Canva|des|canva
CorelDRAW|des|coreldraw;corel draw
Blender|des|blender
Video Editing|des|video editing;editing video;video editor
Photography|des|photography;fotografi
Videography|des|videography;cinematography;cinematgraphy;videografi
Illustration|des|illustration;ilustrasi
Motion Graphics|des|motion graphics;motion graphic;animation;animasi
Typography|des|typography;tipografi
Prototyping|des|prototyping;wireframing;wireframe;prototype
3D Modeling|des|3d modeling;3d modelling;pemodelan 3d
CapCut|des|capcut
DaVinci Resolve|des|davinci resolve
Patient Care|hc|patient care;perawatan pasien;asuhan keperawatan;nursing care
Nursing|hc|nursing;keperawatan
First Aid|hc|first aid;pertolongan pertama;p3k
Basic Life Support|hc|basic life support;=BLS;=BTCLS;=ACLS;=CPR
Medical Records|hc|medical records;rekam medis
Pharmacy|hc|pharmacy;farmasi;pharmaceutical;kefarmasian
Vital Signs|hc|vital signs;tanda vital
Infection Control|hc|infection control;pencegahan infeksi
Phlebotomy|hc|phlebotomy;flebotomi
Midwifery|hc|midwifery;kebidanan
Clinical Laboratory|hc|clinical laboratory;laboratorium klinik;analis kesehatan
Nutrition|hc|nutrition;gizi;dietetics
Public Health|hc|public health;kesehatan masyarakat
Radiology|hc|radiology;radiologi
Physiotherapy|hc|physiotherapy;fisioterapi
Medical Terminology|hc|medical terminology;terminologi medis
Electronic Health Records|hc|electronic health records;=EHR;=EMR
Teaching|edu|teaching;mengajar;pengajaran
Lesson Planning|edu|lesson planning;lesson plans;rpp;perencanaan pembelajaran;modul ajar
Curriculum Development|edu|curriculum development;pengembangan kurikulum;kurikulum merdeka
Classroom Management|edu|classroom management;pengelolaan kelas;manajemen kelas
Tutoring|edu|tutoring;bimbingan belajar;les privat
Educational Assessment|edu|student assessment;asesmen;penilaian pembelajaran
E-learning|edu|e-learning;elearning;learning management system;=LMS;google classroom;moodle
Early Childhood Education|edu|early childhood education;=PAUD;pendidikan anak usia dini
Special Education|edu|special education;pendidikan inklusi
Front Office|hos|front office;front desk;resepsionis;reception
Housekeeping|hos|housekeeping;tata graha
Food and Beverage|hos|food and beverage;=F&B;food & beverage;tata boga
Food Safety|hos|food safety;haccp;keamanan pangan
Culinary Arts|hos|culinary;kuliner;cooking;memasak;pastry;baking
Barista|hos|barista;coffee making
Hotel Management|hos|hotel management;perhotelan;hospitality;hospitality management
Guest Relations|hos|guest relations;guest service;guest services;pelayanan tamu
Reservation Systems|hos|reservation system;reservations;opera pms;property management system
Tour Guiding|hos|tour guide;tour guiding;pemandu wisata;ticketing;tour and travel
Bartending|hos|bartending;bartender
Logistics|log|logistics;logistik
Supply Chain Management|log|supply chain;supply chain management;rantai pasok
Warehouse Management|log|warehouse management;warehousing;pergudangan;gudang;warehouse
Inventory Management|log|inventory management;inventory control;manajemen inventaris;stock opname;stok
Procurement|log|procurement;purchasing;pengadaan;pembelian
Shipping|log|shipping;pengiriman;freight;freight forwarding;ekspedisi
Distribution|log|distribution;distribusi
Fleet Management|log|fleet management;manajemen armada
Export Import|log|export import;ekspor impor;customs clearance;kepabeanan
Forklift Operation|log|forklift
WMS|log|=WMS
Driving License|log|sim a;sim b1;sim c;driving license;driver's license
Research|res|research methodology;metodologi penelitian;scientific research
Academic Writing|res|academic writing;penulisan ilmiah;scientific writing;karya tulis ilmiah
Literature Review|res|literature review;tinjauan pustaka
SPSS|res|=SPSS
Stata|res|=Stata
LaTeX|res|latex
NVivo|res|nvivo
Geographic Information Systems|res|=GIS;arcgis;qgis;sistem informasi geografis
Laboratory Skills|res|laboratory skills;laboratory techniques;teknik laboratorium
Communication|soft|communication;komunikasi;communication skills;komunikatif;kemampuan komunikasi;good communication
Teamwork|soft|teamwork;team work;kerja sama tim;kerjasama tim;kerja tim;collaboration;collaborative;kolaborasi;team player
Leadership|soft|leadership;kepemimpinan
Problem Solving|soft|problem solving;problem-solving;pemecahan masalah;pemecah masalah;memecahkan masalah
Critical Thinking|soft|critical thinking;berpikir kritis;berpikir logis;logical thinking
Time Management|soft|time management;manajemen waktu
Adaptability|soft|adaptability;adaptable;adaptif;highly adaptive;mudah beradaptasi;flexibility;fleksibel
Creativity|soft|creativity;creative thinking;kreativitas;kreatif
Attention to Detail|soft|attention to detail;detail-oriented;detail oriented;teliti;ketelitian
Public Speaking|soft|public speaking;berbicara di depan umum;presentation skills;presentasi
Interpersonal Skills|soft|interpersonal skills;interpersonal;hubungan interpersonal
Organizational Skills|soft|organizational skills;organisational skills;organization skills
Multitasking|soft|multitasking;multi-tasking
Decision Making|soft|decision making;decision-making;pengambilan keputusan
Work Ethic|soft|work ethic;etos kerja;disiplin;disciplined;kedisiplinan
Self-Motivation|soft|self-motivated;self motivated;motivasi tinggi;inisiatif;initiative
Responsibility|soft|tanggung jawab;bertanggung jawab;responsible;accountability
Analytical Thinking|soft|analytical thinking;analytical skills;berpikir analitis;kemampuan analisis
Conflict Resolution|soft|conflict resolution;resolusi konflik
Emotional Intelligence|soft|emotional intelligence;kecerdasan emosional
Mentoring|soft|mentoring;coaching;mentor
Stakeholder Management|-|stakeholder management;stakeholder engagement
Strategic Planning|-|strategic planning;perencanaan strategis
Business Analysis|it|business analysis;business analyst;requirements gathering;analisis bisnis
Operations Management|adm|operations management;manajemen operasional
Documentation|-|documentation;dokumentasi;technical writing
Translation|-|translation;penerjemahan;terjemahan
`;

function parseTable(): SkillEntry[] {
  const out: SkillEntry[] = [];
  for (const row of TABLE.split('\n')) {
    const line = row.trim();
    if (!line) continue;
    const [name, ind, syns] = line.split('|') as [string, string, string | undefined];
    const synonyms = (syns ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!synonyms.some((s) => s.replace(/^=/u, '').toLowerCase() === name.toLowerCase())) {
      // The display name itself matches (case-insensitively) unless a case-sensitive form is given.
      if (!synonyms.some((s) => s.startsWith('=') && s.slice(1) === name)) synonyms.push(name);
    }
    out.push({ name, industry: IND[ind] ?? null, soft: ind === 'soft', synonyms });
  }
  return out;
}

export const SKILLS: readonly SkillEntry[] = parseTable();

const BY_NAME = new Map(SKILLS.map((s) => [s.name, s]));

export function skillEntry(name: string): SkillEntry | undefined {
  return BY_NAME.get(name);
}

/** Names whose case-sensitive short or common-word form needs list context. */
const NEEDS_LIST_CONTEXT = new Set([
  'C',
  'R',
  'Go',
  'Swift',
  'Ruby',
  'Rust',
  'Word',
  'Sales',
  'Express',
  'Spring',
  'Unity',
  'Sketch',
  'Notion',
  'Accurate',
  'Oracle',
  'Node',
  'Networking',
  'Assembly',
  'Eagle',
  'EAGLE',
  'Julia',
  'Dart',
  'Scala',
  'Perl',
  'Lua',
  'Treasury',
  'Vite',
  'Jest',
  'Deno',
  'Excel',
]);

/** Token pattern: keeps "C++", "C#", "Node.js", "CI/CD", "e-commerce", "F&B" together. */
const TOKEN_RE = /[\p{L}\p{N}](?:[\p{L}\p{N}+#]|[./&'’-](?=[\p{L}\p{N}]))*[+#]*/gu;

interface Token {
  text: string;
  index: number;
  end: number;
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    out.push({ text: m[0], index: m.index, end: m.index + m[0].length });
  }
  return out;
}

function phraseKey(s: string): string {
  return tokenize(s)
    .map((t) => t.text)
    .join(' ');
}

const CI = new Map<string, SkillEntry>();
const CS = new Map<string, SkillEntry>();
let MAX_LEN = 1;
/** Lower-case prefixes of every phrase, to stop extending a phrase early. */
const PREFIXES = new Set<string>();
for (const entry of SKILLS) {
  for (const syn of entry.synonyms) {
    const cs = syn.startsWith('=');
    const key = phraseKey(cs ? syn.slice(1) : syn);
    if (!key) continue;
    const words = key.toLowerCase().split(' ');
    MAX_LEN = Math.max(MAX_LEN, words.length);
    for (let k = 1; k <= words.length; k++) PREFIXES.add(words.slice(0, k).join(' '));
    if (cs) {
      if (!CS.has(key)) CS.set(key, entry);
    } else if (!CI.has(key.toLowerCase())) CI.set(key.toLowerCase(), entry);
  }
}

/** A list context: the match is surrounded by separators such as "," "|" "•" "/" or line edges. */
function inListContext(text: string, index: number, end: number): boolean {
  const before = text.slice(Math.max(0, index - 12), index);
  const after = text.slice(end, end + 6);
  const sepBefore =
    index === 0 ||
    /(?:^|[,|•·;:/(]\s*|\n\s*|\s[-–]\s|\b(?:and|dan|in|with|using|menggunakan|dengan)\s|\s\s)$/u.test(
      before,
    );
  const sepAfter = /^(?:\s*[,|•·;/)]|\.(?:\s|$)|\s*$|\s*\n|\s+(?:and|dan)\b|\s*\(|\s\s)/u.test(
    after,
  );
  return sepBefore && sepAfter;
}

/**
 * Everyday words that name a skill only in a list ("Skills: Distribution, Excel"), never in a
 * sentence ("… weekly distribution costs") or a place ("Kuliner Nusantara").
 */
const PROSE_WORDS = new Set([
  'distribution',
  'distribusi',
  'logistics',
  'logistik',
  'statistics',
  'statistik',
  'kuliner',
  'culinary',
  // "Bertanggung jawab atas …" / "Responsible for …" opens a duty, it does not list a skill.
  'tanggung jawab',
  'bertanggung jawab',
  'responsible',
]);

/** "West Java", "Jawa Barat": a place, not the programming language. */
const PLACE_BEFORE = /\b(?:west|east|central|north|south|jawa)\s+$/iu;

function lookup(text: string, phrase: string, first: Token, last: Token): SkillEntry | undefined {
  if (
    phrase === 'Java' &&
    PLACE_BEFORE.test(text.slice(Math.max(0, first.index - 10), first.index))
  )
    return undefined;
  if (PROSE_WORDS.has(phrase.toLowerCase()) && !inListContext(text, first.index, last.end))
    return undefined;
  const cs = CS.get(phrase);
  if (cs) {
    const short = phrase.length <= 2 || NEEDS_LIST_CONTEXT.has(phrase);
    if (!short || inListContext(text, first.index, last.end)) return cs;
  }
  const ci = CI.get(phrase.toLowerCase());
  if (ci) {
    if (NEEDS_LIST_CONTEXT.has(phrase) && !inListContext(text, first.index, last.end))
      return undefined;
    return ci;
  }
  return undefined;
}

/**
 * Canonical skill names found in the text, in order of first appearance. Longest phrase wins
 * ("React Native" before "React"); tokens are whole words, so "C" never matches "C++" or "CSS".
 */
export function matchSkills(text: string): string[] {
  const tokens = tokenize(text);
  const lower = tokens.map((t) => t.text.toLowerCase());
  // Phrases do not span line breaks or separators: only spaces or a single dash between words.
  const joinNext = tokens.map((t, k) => {
    const next = tokens[k + 1];
    if (!next) return false;
    const gap = text.slice(t.end, next.index);
    return gap.length <= 3 && /^[ \t]+$|^[ \t]*[-–][ \t]*$/u.test(gap);
  });
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (e: SkillEntry): void => {
    if (!seen.has(e.name)) {
      seen.add(e.name);
      found.push(e.name);
    }
  };
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    let entry: SkillEntry | undefined;
    let phraseLower = '';
    let phrase = '';
    for (let j = i; j < tokens.length && j - i < MAX_LEN; j++) {
      if (j > i) {
        if (!joinNext[j - 1]) break;
        phraseLower += ` ${lower[j]}`;
        phrase += ` ${tokens[j]!.text}`;
      } else {
        phraseLower = lower[j]!;
        phrase = tokens[j]!.text;
      }
      if (!PREFIXES.has(phraseLower)) break;
      const e = lookup(text, phrase, tokens[i]!, tokens[j]!);
      if (e) {
        matched = j - i + 1;
        entry = e;
      }
    }
    if (entry) {
      add(entry);
      i += matched;
      continue;
    }
    // "HTML/CSS", "Excel/Word": try the parts of a slash compound.
    const t = tokens[i]!;
    if (t.text.includes('/')) {
      for (const part of t.text.split('/')) {
        // A slash compound is a list, so short names need no further context here.
        const e = part ? (CS.get(part) ?? CI.get(part.toLowerCase())) : undefined;
        if (e) add(e);
      }
    }
    i++;
  }
  return found;
}
