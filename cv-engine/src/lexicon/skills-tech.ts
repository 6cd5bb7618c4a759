/**
 * The skills lexicon's software and engineering rows, in SKILL_TABLE's format
 * (lexicon/skills.ts): "Display|industry|synonym;synonym", "=" before a case-sensitive synonym.
 */
export const TECH_SKILL_ROWS = `
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
`;
