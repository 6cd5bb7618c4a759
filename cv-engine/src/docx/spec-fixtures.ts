import type { RevisedCvInput } from './content.ts';

/** Sample revised CVs for the specs: a rich Indonesian one and a shorter English one. */

export const idSample: RevisedCvInput = {
  language: 'id',
  contact: {
    name: 'Siti Nurhaliza Putri Ramadhani',
    email: 'siti.nurhaliza@contoh.co.id',
    phone: '+6281234567890',
    location: 'Bandung, Jawa Barat',
    linkedin: 'https://www.linkedin.com/in/sitinurhaliza',
    website: 'sitinur.dev',
  },
  summary:
    'Software engineer dengan 6 tahun pengalaman membangun aplikasi web dan layanan backend berskala besar di sektor fintech & e-commerce. Terbiasa memimpin tim kecil, merancang arsitektur microservices, dan meningkatkan performa sistem hingga 40%. Mencari peran Senior Backend Engineer di perusahaan teknologi yang berdampak.',
  experience: [
    {
      title: 'Senior Backend Engineer',
      company: 'PT Dompet Digital Nusantara',
      start: '2021-08',
      end: null,
      current: true,
      bullets: [
        'Memimpin migrasi monolit ke 12 microservices berbasis Go dan Kafka, menurunkan latensi p95 dari 800 ms menjadi 220 ms.',
        'Membangun sistem rekonsiliasi pembayaran yang memproses 2 juta transaksi/hari dengan akurasi 99,98%.',
        'Membimbing 4 engineer junior; 2 di antaranya dipromosikan dalam 12 bulan.',
      ],
    },
    {
      title: 'Backend Engineer',
      company: 'PT Belanja Cepat Indonesia',
      start: '2018-03',
      end: '2021-07',
      current: false,
      bullets: [
        'Mengembangkan API katalog produk (Node.js, PostgreSQL) untuk 5 juta pengguna aktif bulanan.',
        'Menurunkan biaya infrastruktur AWS sebesar 30% melalui optimasi query & caching Redis.',
      ],
    },
    {
      title: 'Software Engineer Intern',
      company: 'Bukit Teknologi "Startup" & Co.',
      start: '2017',
      end: '2017',
      current: false,
      bullets: ['Membuat dasbor internal dengan React untuk tim operasional.'],
    },
  ],
  education: [
    {
      institution: 'Institut Teknologi Bandung',
      degree: 'S1',
      field: 'Teknik Informatika',
      gpa: '3,72',
      start: '2014-08',
      end: '2018-08',
    },
    {
      institution: 'SMA Negeri 3 Bandung',
      degree: 'IPA',
      field: '',
      gpa: null,
      start: '2011',
      end: '2014',
    },
  ],
  skills: [
    'Go',
    'Node.js',
    'TypeScript',
    'PostgreSQL',
    'Redis',
    'Kafka',
    'Docker',
    'Kubernetes',
    'AWS',
    'Kepemimpinan Tim',
    'Komunikasi',
  ],
  skillGroups: [
    { label: 'Bahasa Pemrograman', skills: ['Go', 'TypeScript', 'Node.js'] },
    {
      label: 'Data & Infrastruktur',
      skills: ['PostgreSQL', 'Redis', 'Kafka', 'Docker', 'Kubernetes', 'AWS'],
    },
  ],
  languages: ['Indonesia (penutur asli)', 'Inggris (profesional, TOEFL iBT 102)', 'Sunda'],
  certifications: [
    'AWS Certified Solutions Architect – Associate (2022)',
    'Certified Kubernetes Application Developer (2023)',
  ],
  organizations: ['Ketua Divisi Teknologi, Himpunan Mahasiswa Informatika ITB (2016–2017)'],
  projects: ['Pembicara di GopherCon Indonesia 2023: "Rekonsiliasi Pembayaran Skala Besar"'],
  awards: ['Juara 1 Hackathon BI Fintech 2020'],
};

export const enSample: RevisedCvInput = {
  language: 'en',
  contact: {
    name: 'Budi Santoso',
    email: 'budi.santoso@example.com',
    phone: '+628111222333',
    location: 'Jakarta, Indonesia',
    linkedin: 'linkedin.com/in/budisantoso',
    website: null,
  },
  summary:
    'Marketing manager with 8 years of experience growing consumer brands across Southeast Asia. Proven record of launching data-driven campaigns that lifted revenue by 25% year over year.',
  experience: [
    {
      title: 'Marketing Manager',
      company: 'PT Unilever Indonesia Tbk',
      start: '2019-01',
      end: null,
      current: true,
      bullets: [
        'Led a team of 6 to plan and launch 15 integrated campaigns, increasing market share by 3 points.',
        'Managed an annual budget of IDR 12 billion with 18% lower cost per acquisition.',
      ],
    },
    {
      title: 'Brand Executive',
      company: 'Wings Group',
      start: '2015-06',
      end: '2018-12',
      current: false,
      bullets: [
        'Grew social media following from 20k to 450k in two years.',
        'Coordinated 30+ retail activations in Java and Bali.',
      ],
    },
  ],
  education: [
    {
      institution: 'Universitas Indonesia',
      degree: 'Bachelor of Economics',
      field: 'Management',
      gpa: '3.55',
      start: '2011',
      end: '2015',
    },
  ],
  skills: [
    'Digital Marketing',
    'Brand Strategy',
    'Google Analytics',
    'Meta Ads',
    'SEO',
    'Market Research',
    'Budgeting',
    'Team Leadership',
  ],
  languages: ['Indonesian (native)', 'English (fluent)'],
  certifications: ['Google Ads Search Certification'],
  organizations: [],
  projects: [],
  awards: [],
};
