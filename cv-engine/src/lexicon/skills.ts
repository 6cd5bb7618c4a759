/**
 * The skills lexicon, curated and bilingual (Indonesian/English), as data: one skill a row of
 * SKILL_TABLE, with the industry it signals and its synonyms; fields/skills.ts reads it and
 * matches it in text.
 */
import type { Industry } from '../types.ts';
import { commaList } from './list.ts';
import { TECH_SKILL_ROWS } from './skills-tech.ts';

/** The industry codes of SKILL_TABLE's second column ("-": cross-industry, "soft": a soft skill). */
export const SKILL_INDUSTRY_CODES: Readonly<Record<string, Industry | null>> = {
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
 * with "=" (case-sensitive, e.g. "=C", "=R", "=Go"). The software and engineering rows come
 * first, from lexicon/skills-tech.ts.
 */
export const SKILL_TABLE = `${TECH_SKILL_ROWS}
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

/** Names whose case-sensitive short or common-word form needs list context. */
export const NEEDS_LIST_CONTEXT: ReadonlySet<string> = new Set(
  commaList(`
  C, R, Go, Swift, Ruby, Rust, Word, Sales, Express, Spring, Unity, Sketch, Notion, Accurate,
  Oracle, Node, Networking, Assembly, Eagle, EAGLE, Julia, Dart, Scala, Perl, Lua, Treasury, Vite,
  Jest, Deno, Excel,
`),
);

/**
 * Everyday words that name a skill only in a list ("Skills: Distribution, Excel"), never in a
 * sentence ("… weekly distribution costs") or a place ("Kuliner Nusantara"). "Bertanggung jawab
 * atas …" / "Responsible for …" opens a duty, it does not list a skill.
 */
export const PROSE_WORDS: ReadonlySet<string> = new Set(
  commaList(`
  distribution, distribusi, logistics, logistik, statistics, statistik, kuliner, culinary,
  tanggung jawab, bertanggung jawab, responsible,
`),
);
