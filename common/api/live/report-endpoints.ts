import { defineEndpoint, fileAnswer } from '../endpoint.ts';
import {
  courseReportQuerySchema,
  liveAllCertificatesQuerySchema,
  liveCertificateQuerySchema,
  liveClassCertificatesQuerySchema,
  liveResultsQuerySchema,
  participationAllCertificatesQuerySchema,
  participationCertificateQuerySchema,
  participationClassCertificatesQuerySchema,
} from './reports.ts';

const PDF = 'application/pdf';
const ZIP = 'application/zip';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The professor's files of a live course under /api/live (spec 02 §7 "Live API"): attendance
 * and quiz results as XLSX, live certificates as PDF or ZIP (the reports service's calls about
 * live courses are common/api/reports/live-endpoints.ts). Only about the professor's own
 * students in their classrooms that follow the course; another classroom or student is 404; a
 * certificate download with nobody to certify is 400 'Nessuno studente ha ancora superato il
 * test' (a participation certificate's: 'Nessuno studente ha ancora ottenuto l'attestato di
 * partecipazione').
 */
export const liveReportEndpoints = {
  downloadAttendanceSummary: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/report/download/class-attendance-summary-report',
    access: ['professor'],
    summary: 'XLSX: per student, minutes present at each started episode and in total.',
    query: courseReportQuerySchema,
    response: fileAnswer(XLSX),
    errors: [404],
  }),
  downloadAttendanceEpisodes: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/report/download/class-attendance-episodes-report',
    access: ['professor'],
    summary: 'XLSX: one sheet per started episode with each student’s presence.',
    query: courseReportQuerySchema,
    response: fileAnswer(XLSX),
    errors: [404],
  }),
  downloadLiveResults: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/report/download-live',
    access: ['professor'],
    summary: 'XLSX: the live quiz results of the course, per student.',
    query: liveResultsQuerySchema,
    response: fileAnswer(XLSX),
    errors: [404],
  }),
  downloadLiveCertificate: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/certificate/download',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "One student's live certificate (passed live quiz) as PDF.",
    query: liveCertificateQuerySchema,
    response: fileAnswer(PDF),
    errors: [404],
  }),
  downloadClassLiveCertificates: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/certificate/download/class',
    access: ['professor'],
    summary: "A classroom's live certificates of a quiz, one page each, in one PDF.",
    query: liveClassCertificatesQuerySchema,
    response: fileAnswer(PDF),
    errors: [404],
  }),
  downloadAllLiveCertificates: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/certificate/download/all',
    access: ['professor'],
    summary: "Every live certificate of a quiz among the professor's students, as a ZIP.",
    query: liveAllCertificatesQuerySchema,
    response: fileAnswer(ZIP),
    errors: [404],
  }),
  downloadParticipationCertificate: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/certificate/participation/download',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "One student's participation certificate of a course (60 % presence) as PDF.",
    query: participationCertificateQuerySchema,
    response: fileAnswer(PDF),
    errors: [404],
  }),
  downloadClassParticipationCertificates: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/certificate/participation/download/class',
    access: ['professor'],
    summary: "A classroom's participation certificates of a course, one page each, in one PDF.",
    query: participationClassCertificatesQuerySchema,
    response: fileAnswer(PDF),
    errors: [404],
  }),
  downloadAllParticipationCertificates: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/certificate/participation/download/all',
    access: ['professor'],
    summary:
      "Every participation certificate of a course among the professor's students, as a ZIP.",
    query: participationAllCertificatesQuerySchema,
    response: fileAnswer(ZIP),
    errors: [404],
  }),
} as const;
