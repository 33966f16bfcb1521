; Included by electron-builder's NSIS installer (electron-builder.yml, nsis.include).
; Per-machine installs write HKLM (SHCTX follows the install mode), so tech-journey:// links
; work for every user of a lab PC from the first log-on, before the app ever ran for them.

!macro customInstall
  DeleteRegKey SHCTX "Software\Classes\tech-journey"
  WriteRegStr SHCTX "Software\Classes\tech-journey" "" "URL:Tech Journey"
  WriteRegStr SHCTX "Software\Classes\tech-journey" "URL Protocol" ""
  WriteRegStr SHCTX "Software\Classes\tech-journey\DefaultIcon" "" "$INSTDIR\${APP_EXECUTABLE_FILENAME},0"
  WriteRegStr SHCTX "Software\Classes\tech-journey\shell\open\command" "" '"$INSTDIR\${APP_EXECUTABLE_FILENAME}" "%1"'
!macroend

!macro customUnInstall
  DeleteRegKey SHCTX "Software\Classes\tech-journey"
!macroend
