// A resume and a job description shared by the tailoring specs and the screenshot script.

export const sampleResumeText = `Maria Lopez
maria.lopez@example.com | (555) 123-4567 | Austin, TX | linkedin.com/in/marialopez

Summary
Backend engineer with 6 years of experience building payment APIs in Python and Go.

Experience
Senior Software Engineer, Fintrust Inc — Jan 2021 – Present
- Led migration of the ledger service to PostgreSQL, cutting p99 latency by 40%
- Built Kafka consumers processing 2M events per day
Software Engineer, Shoply — 2018 – 2020
- Developed REST APIs in Django for 300k monthly users

Education
University of Texas at Austin — B.S. Computer Science, 2014 – 2018

Skills
Python, Go, PostgreSQL, Kafka, Docker, Kubernetes, AWS`

export const sampleJobDescription = `Senior Backend Engineer
Acme Payments is hiring a Senior Backend Engineer to scale our payments platform.
Requirements: 5+ years of Python, PostgreSQL, Kafka, Kubernetes, Terraform and GraphQL experience.
Nice to have: Go and AWS. Strong communication and leadership. Bachelor's degree in Computer Science.`

/** docs/product.md § API file name for the sample job's title, "Senior Backend Engineer". */
export const sampleResumeFileName = 'senior_backend_engineer_resume.pdf'
