/**
 * Action verbs, Indonesian and English, as data: the verbs an achievement bullet opens with, the
 * past tense of the verbs bullets use after "Responsible for", the stronger openings the analysis
 * suggests for overused verbs and the verbs that state a result. revise/bullets.ts and the
 * rubric (score/) read them.
 */
import { commaList } from './list.ts';

/** Indonesian action verbs (meN-/ber-/di- forms common in CV bullets). */
export const ID_ACTION_VERBS = new Set(
  commaList(`
  mengelola, memimpin, mengembangkan, membangun, merancang, mendesain, membuat, menyusun,
  meningkatkan, menurunkan, mengurangi, menghemat, menganalisis, menganalisa, mengoordinasikan,
  mengkoordinasikan, mengkoordinir, mengimplementasikan, menerapkan, meluncurkan, mengoptimalkan,
  mengotomatisasi, menyelesaikan, mencapai, melatih, membimbing, mendukung, menangani, melayani,
  menjual, memasarkan, menegosiasikan, merekrut, menyiapkan, mempersiapkan, melaksanakan,
  menyelenggarakan, mengorganisir, memproduksi, menulis, mengajar, mengawasi, memantau,
  memelihara, memperbaiki, menguji, meneliti, memfasilitasi, mempresentasikan, menginisiasi,
  menggagas, memastikan, mengintegrasikan, memverifikasi, mengaudit, menghasilkan, memenangkan,
  meraih, memperoleh, mengatur, mendokumentasikan, menjalankan, mengumpulkan, menginput, mengolah,
  membina, menerbitkan, merawat, mengevaluasi, merumuskan, mengarahkan, berkolaborasi,
  berkontribusi, bekerja sama,
`),
);

/** English action verbs (past and present forms). */
export const EN_ACTION_ROOTS: readonly string[] = commaList(`
  manage, lead, led, develop, build, built, design, create, implement, launch, increase, reduce,
  decrease, improve, optimize, optimise, automate, deliver, achieve, analyze, analyse, coordinate,
  organize, organise, train, mentor, support, handle, negotiate, sell, sold, generate, grow, grew,
  drive, drove, spearhead, establish, streamline, write, wrote, teach, taught, supervise, oversee,
  oversaw, maintain, prepare, research, test, deploy, migrate, integrate, architect, engineer,
  resolve, present, win, won, earn, secure, recruit, plan, execute, conduct, produce, publish,
  refactor, collaborate, contribute, facilitate, initiate, ensure, audit, monitor, evaluate,
  assess, direct, serve, process, compile, draft, program, code, configure, administer, own, ship,
  scale, cut, save, boost, expand, introduce, redesign, revamp, modernize, translate, schedule,
  record, reconcile, operate, install, document, assist, help, utilize, utilise, leverage,
  arrange, carry, review, receive, promote, perform, provide, respond, answer, update, upgrade,
  identify, detect, investigate, explore, prototype, model, simulate, visualize, visualise,
  collect, gather, clean, fix, debug, troubleshoot, coach, guide, advise, consult, host, speak,
  spoke, attend, participate, volunteer, join, complete, graduate, obtain, acquire, award, rank,
  place, recognize, recognise, invent, found, co-found, start, open, close, convert, transform,
  accelerate, enhance, strengthen, minimize, minimise, maximize, maximise, exceed, surpass, reach,
  attain, negotiate, partner, communicate, liaise, interview, onboard, hire, pitch, market,
  campaign, edit, shoot, shot, film, photograph, illustrate, animate, render, sketch, draw, drew,
  paint, craft, compose, author, blog, post, curate, moderate, calculate, forecast, budget,
  allocate, purchase, procure, source, inspect, measure, weigh, assemble, fabricate, weld, wire,
  repair, service, clean, inventory, stock, pack, ship, deliver, distribute, route, dispatch,
  track, log, file, type, enter, input, verify, validate, check, apply, adopt, set, run, ran,
  teach, tutor, use,
`);

/** English irregular past tenses that open an action bullet. */
export const EN_IRREGULAR: ReadonlySet<string> = new Set(
  commaList(`
  led, built, sold, grew, drove, wrote, taught, oversaw, won, cut, kept, made, held, met,
  brought, undertook, rebuilt, rewrote,
`),
);

/** English gerund → past tense for the verbs CV bullets use after "Responsible for". */
export const EN_GERUND_PAST: Record<string, string> = {
  managing: 'Managed',
  leading: 'Led',
  developing: 'Developed',
  building: 'Built',
  designing: 'Designed',
  creating: 'Created',
  handling: 'Handled',
  coordinating: 'Coordinated',
  organizing: 'Organized',
  organising: 'Organised',
  maintaining: 'Maintained',
  preparing: 'Prepared',
  writing: 'Wrote',
  overseeing: 'Oversaw',
  supervising: 'Supervised',
  training: 'Trained',
  planning: 'Planned',
  running: 'Ran',
  monitoring: 'Monitored',
  processing: 'Processed',
  analyzing: 'Analyzed',
  analysing: 'Analysed',
  implementing: 'Implemented',
  testing: 'Tested',
  reviewing: 'Reviewed',
  conducting: 'Conducted',
  ensuring: 'Ensured',
  providing: 'Provided',
  supporting: 'Supported',
  // "helping the team complete …": "Supported the team complete" would not be English.
  assisting: 'Assisted',
  helping: 'Helped',
  delivering: 'Delivered',
  producing: 'Produced',
  responding: 'Responded',
  answering: 'Answered',
  serving: 'Served',
  reporting: 'Reported',
  recruiting: 'Recruited',
  scheduling: 'Scheduled',
  teaching: 'Taught',
  selling: 'Sold',
  making: 'Created',
  doing: 'Completed',
  updating: 'Updated',
  improving: 'Improved',
  drafting: 'Drafted',
  establishing: 'Established',
  executing: 'Executed',
  facilitating: 'Facilitated',
  collecting: 'Collected',
  tracking: 'Tracked',
  documenting: 'Documented',
  communicating: 'Communicated',
  negotiating: 'Negotiated',
  operating: 'Operated',
  administering: 'Administered',
  the: 'Managed the',
  all: 'Managed all',
  daily: 'Managed daily',
};

/** Irregular (or reworded) past tenses for "Responsible to <verb>". */
export const EN_PAST_IRREGULAR: Record<string, string> = {
  lead: 'Led',
  build: 'Built',
  write: 'Wrote',
  teach: 'Taught',
  run: 'Ran',
  make: 'Created',
  do: 'Completed',
  sell: 'Sold',
  oversee: 'Oversaw',
  drive: 'Drove',
  grow: 'Grew',
  hold: 'Held',
  keep: 'Kept',
  set: 'Set',
  meet: 'Met',
  speak: 'Spoke',
};

/** Other openings for verbs CVs overuse. */
export const VERB_ALTERNATIVES: Record<string, string[]> = {
  membuat: ['Mengembangkan', 'Merancang', 'Menyusun'],
  melakukan: ['Melaksanakan', 'Menjalankan', 'Menyelesaikan'],
  mengelola: ['Memimpin', 'Mengoordinasikan', 'Mengawasi'],
  membantu: ['Mendukung', 'Memfasilitasi', 'Berkolaborasi dengan'],
  mengerjakan: ['Menyelesaikan', 'Mengembangkan', 'Membangun'],
  developed: ['Built', 'Engineered', 'Implemented'],
  managed: ['Led', 'Coordinated', 'Oversaw'],
  worked: ['Collaborated', 'Contributed', 'Delivered'],
  created: ['Designed', 'Built', 'Produced'],
  helped: ['Supported', 'Enabled', 'Facilitated'],
  responsible: ['Led', 'Owned', 'Managed'],
  used: ['Applied', 'Leveraged', 'Utilised'],
};

/** Verbs that state a result ("increased", "menghemat"): the impact sub-score counts them. */
export const RESULT_VERBS =
  /\b(?:meningkatkan|menurunkan|mengurangi|menghemat|mempercepat|mencapai|melampaui|increased|reduced|decreased|saved|grew|improved|boosted|cut|achieved|exceeded|accelerated|generated|won|meraih|memenangkan)\b/iu;
